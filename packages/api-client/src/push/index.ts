export { fcmBind, fcmSubscribe, fcmUnsubscribe } from './endpoints-push';
