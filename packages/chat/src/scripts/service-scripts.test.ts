import { afterEach, describe, expect, it, vi } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { pickServiceScripts } from './pick-service-scripts';
import { runServiceScripts } from './run-service-scripts';

const APP = window.location.origin;
const SCRIPT_CALL = '/wps/relay/WPSCORE_getCustomerServiceScript';
const WIDGET = 'https://widget.example.com/chat.js';
const HTML =
  `<div>hello</div><script src="${WIDGET}" id="cs-widget" data-license="42" onload="steal()"></script>` +
  '<script>window.inline = 1</script>' +
  '<script src="https://evil.example.net/x.js"></script>' +
  '<script src="javascript:alert(1)"></script>' +
  `<script src="${WIDGET}"></script>` +
  '<script type="text/template" src="https://widget.example.com/t.html"></script>' +
  '<img src="x" onerror="steal()"><script src="/cs/local.js" type="module"></script>';

describe('the merchant’s service scripts (issue 15)', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((element) => element.remove());
    vi.restoreAllMocks();
  });

  it('keeps only scripts from listed hosts or the app’s own origin, once each, with their id and data attributes', () => {
    const { scripts, refused } = pickServiceScripts(HTML, ['widget.example.com'], APP);
    expect(scripts).toEqual([
      { src: WIDGET, attributes: { id: 'cs-widget', 'data-license': '42' } },
      { src: `${APP}/cs/local.js`, attributes: { type: 'module' } },
    ]);
    expect(refused).toEqual(['https://evil.example.net/x.js', 'javascript:alert(1)']);
  });

  it('keeps nothing when the merchant lists no host for a foreign script', () => {
    expect(pickServiceScripts(`<script src="${WIDGET}"></script>`, [], APP).scripts).toEqual([]);
  });

  it('asks without the token, appends the listed scripts in order and drops the rest of the HTML', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = cannedApi({ [SCRIPT_CALL]: { status: 200, success: true, value: { scripts: HTML } } });
    const ran = await runServiceScripts(api, ['widget.example.com']);
    expect(ran).toEqual([WIDGET, `${APP}/cs/local.js`]);
    expect(api.calls[0]?.options).toMatchObject({ auth: false, alert: false });
    const appended = [...document.head.querySelectorAll('script')];
    expect(appended.map((element) => element.src)).toEqual(ran);
    expect(appended.every((element) => !element.async && !element.hasAttribute('onload'))).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example.net/x.js'));
  });

  it('runs nothing when the call fails or answers no HTML', async () => {
    expect(
      await runServiceScripts(cannedApi({ [SCRIPT_CALL]: { status: 500, success: false, value: null } }), ['widget.example.com']),
    ).toEqual([]);
    expect(await runServiceScripts(cannedApi({ [SCRIPT_CALL]: { status: 200, success: true, value: {} } }), [])).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
