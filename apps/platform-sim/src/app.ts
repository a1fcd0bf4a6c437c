import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ASSETS_BASE_PATH, createAssetsApp } from './serving/assets';
import { GEETEST_BASE_PATH } from './captcha/geetest';
import { registerChatPage } from './stand-ins/chat-page';
import { CONTROL_BASE_PATH, createControlApp } from './control/index';
import { registerDeploymentRoutes } from './serving/deployment';
import { ERROR_CODES, sendFailure } from './protocol/envelope';
import { createGamePageApp, GAME_PAGE_BASE_PATH } from './stand-ins/game-page';
import { createNativeAppPage, NATIVE_APP_BASE_PATH } from './stand-ins/native-app-page';
import { createGeetestApp } from './captcha/geetest-standin/app';
import { createMiniGameApp, MINI_GAME_BASE_PATH } from './stand-ins/mini-game-scripts';
import { createPixelsApp, PIXELS_BASE_PATH } from './stand-ins/pixels';
import { SERVICE_WIDGET_BASE_PATH } from './seed/stand-in-paths';
import { createServiceWidgetApp } from './stand-ins/service-widget';
import { resolveSimOptions, type ResolvedSimOptions, type SimOptions } from './options';
import { SimState } from './state/sim-state';
import { registerStaticRoutes } from './serving/static';
import { createWpsApp, WPS_BASE_PATH } from './wps-app';

const HTTP_INTERNAL_ERROR = 500;

export interface SimInstance {
  app: Hono;
  state: SimState;
  options: ResolvedSimOptions;
}

/**
 * The whole simulator as a Hono app: /wps (the platform), /__sim (test control), /sim-assets
 * (merchant images), /sim-geetest (the captcha stand-in), /sim-pixels (the advertising pixels' stand-ins), /sim-games (the stand-in game), /sim-service (the stand-in service widget), /mini-game (the mini game's stand-in scripts), /sim-native (the stand-in native app), the asset manifests and the built app under /m/. No port:
 * tests call app.request().
 */
export function createSimApp(options: SimOptions = {}): SimInstance {
  const resolved = resolveSimOptions(options);
  const state = new SimState(resolved.seed, { rsaKeys: resolved.rsaKeys, now: resolved.now });
  const app = new Hono();

  // Gzip for clients that accept it: the app must load fast on a slow phone network.
  app.use('*', compress());

  app.route(CONTROL_BASE_PATH, createControlApp(state, resolved.defaultMerchant));
  app.route(WPS_BASE_PATH, createWpsApp(state, resolved));
  app.route(ASSETS_BASE_PATH, createAssetsApp(state));
  app.route(GEETEST_BASE_PATH, createGeetestApp(state));
  registerChatPage(app);
  app.route(PIXELS_BASE_PATH, createPixelsApp());
  app.route(GAME_PAGE_BASE_PATH, createGamePageApp());
  app.route(SERVICE_WIDGET_BASE_PATH, createServiceWidgetApp());
  app.route(MINI_GAME_BASE_PATH, createMiniGameApp());
  app.route(NATIVE_APP_BASE_PATH, createNativeAppPage(resolved.defaultMerchant));
  registerDeploymentRoutes(app, resolved.appDist, state.deployments);
  registerStaticRoutes(app, {
    appDist: resolved.appDist,
    deployment: () => state.deployments.current,
  });

  app.onError((error, c) => {
    console.error('[platform-sim]', error);
    if (c.req.path.startsWith(`${WPS_BASE_PATH}/`)) {
      return sendFailure(c, ERROR_CODES.internal, error.message, HTTP_INTERNAL_ERROR);
    }
    return c.text(`Simulator error: ${error.message}`, HTTP_INTERNAL_ERROR);
  });

  return { app, state, options: resolved };
}
