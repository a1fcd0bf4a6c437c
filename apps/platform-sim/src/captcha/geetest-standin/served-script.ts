import { GEETEST_API_HOSTS, GEETEST_BASE_PATH, GEETEST_ERROR_DETAILS, GEETEST_NETWORK_FAILURE, GEETEST_STATIC_HOSTS } from '../geetest';

/**
 * The browser side of the Geetest stand-in: what the simulator serves as gt.js (v3,
 * window.initGeetest) and v4/gt4.js (v4, window.initGeetest4). Same interface as the vendor's
 * scripts for product "bind"; instead of a puzzle, verify() / showCaptcha() opens a small dialog
 * ("I am human" and "Close"). Like the vendor's loader it asks an API host to start (v3 get.php,
 * v4 load), loads two resources from the static hosts (a failure reports 60205 for the gct
 * resource, 60204 for the captcha js), and on "I am human" asks an API host for the result
 * (v3 ajax.php, v4 verify), each host tried in turn with a 3 s timeout (config.timeout).
 *
 * The source below is plain ES2017 for browsers, kept as text: it never runs in Node.
 */

export const STANDIN_SCRIPT_CONTENT_TYPE = 'text/javascript; charset=utf-8';
/** Each host's time to answer before the next is tried (spec 000 §9: 3 s); config.timeout overrides it. */
const DEFAULT_RESOURCE_TIMEOUT_MS = 3_000;
/** Error code (ours) when no API host answers: the vendor's loader would fall back to its offline mode. */
const API_UNREACHABLE_CODE = '60201';
/** Error code (ours) for a missing required config field (gt and challenge, or captchaId). */
const PARAM_ERROR_CODE = '60001';

const SOURCE = String.raw`(function (window) {
  'use strict';
  var VERSION = __VERSION__;
  var SERVED_ORIGIN = __ORIGIN__;
  var BASE_PATH = __BASE_PATH__;
  var API_HOSTS = __API_HOSTS__;
  var STATIC_HOSTS = __STATIC_HOSTS__;
  var ERROR_DETAILS = __ERROR_DETAILS__;
  var NETWORK_FAILURE = __NETWORK_FAILURE__;
  var DEFAULT_TIMEOUT_MS = __TIMEOUT__;
  var API_UNREACHABLE_CODE = __API_UNREACHABLE__;
  var PARAM_ERROR_CODE = __PARAM_ERROR__;
  var document = window.document;
  var origin = SERVED_ORIGIN;
  var ownHost = null;
  var dialogCount = 0;
  try {
    var current = document.currentScript;
    if (current && current.src) {
      var url = new URL(current.src, window.location.href);
      origin = url.origin;
      var match = url.pathname.match(/\/sim-geetest\/([^/]+)\//);
      if (match) ownHost = match[1];
    }
  } catch (ignored) {
    // The origin the simulator saw stays.
  }

  /** Absolute URLs are kept; the simulator's host names become its paths; other names (the vendor's) are dropped. */
  function hostList(value, known, preferred) {
    var entries = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
    var hosts = [];
    entries.forEach(function (entry) {
      var text = String(entry).replace(/\/+$/, '');
      if (/^https?:\/\//i.test(text)) hosts.push(text);
      else if (known.indexOf(text.replace(/^\/+/, '')) >= 0) hosts.push(origin + BASE_PATH + '/' + text.replace(/^\/+/, ''));
    });
    if (hosts.length > 0) return hosts;
    var names = known.slice();
    var start = preferred === null ? -1 : names.indexOf(preferred);
    if (start > 0) names = names.slice(start).concat(names.slice(0, start));
    return names.map(function (name) { return origin + BASE_PATH + '/' + name; });
  }

  function query(params) {
    return Object.keys(params).map(function (key) {
      return encodeURIComponent(key) + '=' + encodeURIComponent(params[key] == null ? '' : String(params[key]));
    }).join('&');
  }

  function makeError(code, detail, msg) {
    var codeText = String(code);
    var text = msg || NETWORK_FAILURE;
    return { code: codeText, msg: text, desc: { detail: detail || ERROR_DETAILS[codeText] || text }, user_error: text, error_code: codeText };
  }

  function isCaptchaError(value) {
    return value !== null && typeof value === 'object' && typeof value.code === 'string' && typeof value.msg === 'string';
  }

  function fetchText(url, timeout) {
    var controller = new AbortController();
    var timer = setTimeout(function () { controller.abort(); }, timeout);
    return fetch(url, { signal: controller.signal, credentials: 'omit', cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(
        function (text) { clearTimeout(timer); return text; },
        function (error) { clearTimeout(timer); throw error; }
      );
  }

  /** Tries each host in turn, from the one that answered last; rejects when none answers in time. */
  function fromHosts(list, path, timeout) {
    var tried = 0;
    function attempt() {
      if (tried >= list.hosts.length) return Promise.reject(new Error('no host answered ' + path));
      var index = (list.start + tried) % list.hosts.length;
      tried += 1;
      return fetchText(list.hosts[index] + path, timeout).then(function (text) {
        list.start = index;
        return text;
      }, attempt);
    }
    return attempt();
  }

  function apiCall(run, path) {
    return fromHosts(run.api, path, run.timeout).then(
      function (text) {
        var body;
        try { body = JSON.parse(text); } catch (error) { throw makeError(API_UNREACHABLE_CODE, 'api answer is not JSON'); }
        if (!body || body.status !== 'success') {
          throw makeError(body && body.code, body && body.desc && body.desc.detail, body && body.msg);
        }
        return body.data;
      },
      function () { throw makeError(API_UNREACHABLE_CODE, 'api request timeout'); }
    );
  }

  function loadResources(run) {
    return fromHosts(run.statics, '/static/gct.js', run.timeout).then(
      function () {
        return fromHosts(run.statics, '/static/captcha.js', run.timeout).then(null, function () { throw makeError('60204'); });
      },
      function () { throw makeError('60205'); }
    );
  }

  function styled(element, styles) {
    Object.keys(styles).forEach(function (name) { element.style[name] = styles[name]; });
    return element;
  }

  function createCaptcha(config) {
    var handlers = { ready: [], success: [], error: [], close: [], fail: [] };
    var status = 'loading';
    var lastError = null;
    var readyFired = false;
    var validate = null;
    var pendingShow = false;
    var destroyed = false;
    var overlay = null;
    var lotNumber = null;
    var run = {
      timeout: typeof config.timeout === 'number' && config.timeout > 0 ? config.timeout : DEFAULT_TIMEOUT_MS,
      api: { hosts: hostList(VERSION === 'v4' ? config.apiServers : config.api_servers || config.api_server, API_HOSTS, null), start: 0 },
      statics: { hosts: hostList(VERSION === 'v4' ? config.staticServers : config.static_servers, STATIC_HOSTS, ownHost), start: 0 },
    };

    function emit(name, argument) {
      handlers[name].slice().forEach(function (handler) {
        try { handler(argument); } catch (error) { setTimeout(function () { throw error; }, 0); }
      });
    }

    function fail(error) {
      if (destroyed) return;
      status = 'error';
      lastError = isCaptchaError(error) ? error : makeError(API_UNREACHABLE_CODE, String(error && error.message || error));
      closeOverlay();
      emit('error', lastError);
      if (typeof config.onError === 'function') config.onError(lastError);
    }

    function becomeReady() {
      if (destroyed) return;
      status = 'ready';
      readyFired = true;
      emit('ready');
      if (pendingShow) {
        pendingShow = false;
        show();
      }
    }

    function start() {
      status = 'loading';
      lastError = null;
      var begin;
      if (VERSION === 'v4') {
        if (!config.captchaId) return fail(makeError(PARAM_ERROR_CODE, 'param error: captchaId', 'Captcha configuration error'));
        begin = apiCall(run, '/v4/load?' + query({ captcha_id: config.captchaId })).then(function (data) { lotNumber = data.lot_number; });
      } else if (!config.gt || !config.challenge) {
        return fail(makeError(PARAM_ERROR_CODE, 'param error: gt and challenge', 'Captcha configuration error'));
      } else if (config.offline) {
        begin = Promise.resolve();
      } else {
        begin = apiCall(run, '/get.php?' + query({ gt: config.gt, challenge: config.challenge }));
      }
      begin.then(function () { return loadResources(run); }).then(becomeReady, fail);
    }

    function offlineResult() {
      var random = Array.prototype.map.call(window.crypto.getRandomValues(new Uint8Array(16)), function (byte) {
        return (byte + 256).toString(16).slice(1);
      }).join('');
      return { geetest_challenge: config.challenge, geetest_validate: random, geetest_seccode: random + '|jordan' };
    }

    function pass(button) {
      button.disabled = true;
      var request;
      if (VERSION === 'v4') {
        request = apiCall(run, '/v4/verify?' + query({ captcha_id: config.captchaId, lot_number: lotNumber })).then(function (data) { return data.seccode; });
      } else if (config.offline) {
        request = Promise.resolve(offlineResult());
      } else {
        request = apiCall(run, '/ajax.php?' + query({ gt: config.gt, challenge: config.challenge }));
      }
      request.then(function (result) {
        if (destroyed) return;
        closeOverlay();
        validate = result;
        status = 'success';
        emit('success');
      }, fail);
    }

    function closeOverlay() {
      if (overlay === null) return;
      var previous = overlay.previous;
      overlay.root.remove();
      overlay = null;
      if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus();
    }

    function closeByPlayer() {
      closeOverlay();
      emit('close');
    }

    function show() {
      if (overlay !== null || destroyed) return;
      dialogCount += 1;
      var titleId = 'sim-geetest-title-' + dialogCount;
      var noteId = 'sim-geetest-note-' + dialogCount;
      var root = styled(document.createElement('div'), {
        position: 'fixed', inset: '0', zIndex: '2147483647', display: 'flex', alignItems: 'center', justifyContent: 'center',
        background: 'rgba(0, 0, 0, 0.5)',
      });
      root.setAttribute('data-sim-geetest', 'overlay');
      var dialog = styled(document.createElement('div'), {
        position: 'relative', background: '#ffffff', color: '#1a1a1a', borderRadius: '12px', padding: '20px 20px 16px',
        width: '280px', maxWidth: '90vw', boxShadow: '0 8px 32px rgba(0, 0, 0, 0.3)', font: '16px/1.4 system-ui, sans-serif',
      });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.setAttribute('aria-describedby', noteId);
      dialog.setAttribute('data-sim-geetest', 'dialog');
      var title = styled(document.createElement('h2'), { margin: '0 32px 8px 0', fontSize: '18px' });
      title.id = titleId;
      title.textContent = 'Security check';
      var note = styled(document.createElement('p'), { margin: '0 0 16px', fontSize: '14px' });
      note.id = noteId;
      note.textContent = 'Simulated Geetest ' + VERSION + ': confirm that you are human to continue.';
      var passButton = styled(document.createElement('button'), {
        display: 'block', width: '100%', minHeight: '44px', border: '0', borderRadius: '8px', background: '#0b57d0', color: '#ffffff',
        fontSize: '16px', fontWeight: '600', cursor: 'pointer',
      });
      passButton.type = 'button';
      passButton.textContent = 'I am human';
      passButton.setAttribute('data-sim-geetest', 'pass');
      var closeButton = styled(document.createElement('button'), {
        position: 'absolute', top: '8px', right: '8px', width: '44px', height: '44px', border: '0', background: 'transparent',
        color: '#1a1a1a', fontSize: '24px', lineHeight: '1', cursor: 'pointer',
      });
      closeButton.type = 'button';
      closeButton.textContent = '\u00d7';
      closeButton.setAttribute('aria-label', 'Close');
      closeButton.setAttribute('data-sim-geetest', 'close');
      passButton.addEventListener('click', function () { pass(passButton); });
      closeButton.addEventListener('click', closeByPlayer);
      dialog.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') {
          event.preventDefault();
          closeByPlayer();
        } else if (event.key === 'Tab') {
          event.preventDefault();
          (document.activeElement === passButton ? closeButton : passButton).focus();
        }
      });
      dialog.appendChild(title);
      dialog.appendChild(note);
      dialog.appendChild(passButton);
      dialog.appendChild(closeButton);
      root.appendChild(dialog);
      overlay = { root: root, previous: document.activeElement };
      document.body.appendChild(root);
      passButton.focus();
    }

    function open() {
      if (destroyed) return;
      if (status === 'ready' || status === 'success') return show();
      pendingShow = true;
      if (status === 'error') start();
    }

    function on(name) {
      return function (handler) {
        if (typeof handler !== 'function' || destroyed) return captcha;
        handlers[name].push(handler);
        if (name === 'ready' && readyFired && status !== 'loading') setTimeout(function () { if (!destroyed) handler(); }, 0);
        if (name === 'error' && status === 'error') setTimeout(function () { if (!destroyed && status === 'error') handler(lastError); }, 0);
        return captcha;
      };
    }

    var captcha = {
      onReady: on('ready'),
      onSuccess: on('success'),
      onError: on('error'),
      onClose: on('close'),
      onFail: on('fail'),
      appendTo: function () { return captcha; },
      reset: function () {
        validate = null;
        closeOverlay();
        if (status === 'success') status = 'ready';
        return captcha;
      },
      destroy: function () {
        destroyed = true;
        closeOverlay();
        Object.keys(handlers).forEach(function (name) { handlers[name] = []; });
      },
      getValidate: function () {
        if (validate === null) return false;
        var copy = {};
        Object.keys(validate).forEach(function (key) { copy[key] = validate[key]; });
        return copy;
      },
    };
    if (VERSION === 'v4') captcha.showCaptcha = open;
    else captcha.verify = open;
    return { captcha: captcha, start: start };
  }

  function init(config, callback) {
    var created = createCaptcha(config || {});
    setTimeout(function () {
      try {
        if (typeof callback === 'function') callback(created.captcha);
      } finally {
        created.start();
      }
    }, 0);
  }

  if (VERSION === 'v4') window.initGeetest4 = init;
  else window.initGeetest = init;
})(window);
`;

/** The stand-in script for a version, with the simulator's origin as the request named it (the script's own src wins in a browser). */
export function geetestStandInScript(version: 'v3' | 'v4', origin: string): string {
  const values: Record<string, unknown> = {
    __VERSION__: version,
    __ORIGIN__: origin,
    __BASE_PATH__: GEETEST_BASE_PATH,
    __API_HOSTS__: GEETEST_API_HOSTS,
    __STATIC_HOSTS__: GEETEST_STATIC_HOSTS,
    __ERROR_DETAILS__: GEETEST_ERROR_DETAILS,
    __NETWORK_FAILURE__: GEETEST_NETWORK_FAILURE,
    __TIMEOUT__: DEFAULT_RESOURCE_TIMEOUT_MS,
    __API_UNREACHABLE__: API_UNREACHABLE_CODE,
    __PARAM_ERROR__: PARAM_ERROR_CODE,
  };
  // JSON, with "<" escaped so no value can close a script element.
  return SOURCE.replace(/__[A-Z_]+__/g, (name) => (name in values ? JSON.stringify(values[name]).replace(/</g, '\\u003c') : name));
}
