import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';

/** Ours: a new deployment of the app, as update detection sees it (both asset manifests change). */
export function registerDeploymentControl(control: Hono, state: SimState): void {
  control.get('/deployment', (c) => c.json({ deployment: state.deployments.current }));
  control.post('/deployment', (c) => c.json({ deployment: state.deployments.deploy() }));
}
