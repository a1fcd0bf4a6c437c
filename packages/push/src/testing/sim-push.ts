/** One delivery of the simulator's `POST /__sim/push/message`: a bound token and the JSON FCM would push to it. */
export interface SimPushDelivery {
  registrationToken: string;
  payload: Record<string, unknown>;
}

/** One push call as the simulator's `GET /__sim/push` lists it. */
export interface SimPushCall {
  call: 'bind' | 'subscribe' | 'unsubscribe';
  memberId: number | null;
  registrationToken: string;
  topic?: string;
  unsubscribeAll?: boolean;
}

/** The push calls of one kind, in order; journeys count them ("bound exactly once"). */
export function pushCallsOf(answer: { calls: SimPushCall[] }, call: SimPushCall['call']): SimPushCall[] {
  return answer.calls.filter((record) => record.call === call);
}
