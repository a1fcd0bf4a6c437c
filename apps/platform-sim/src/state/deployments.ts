/**
 * The deployments the simulator pretends happened since the last reset (POST /__sim/deployment).
 * The built files stay what they are; the manifests say otherwise, which is all update detection reads.
 */
export class DeploymentCounter {
  private count = 0;

  get current(): number {
    return this.count;
  }

  deploy(): number {
    this.count += 1;
    return this.count;
  }

  reset(): void {
    this.count = 0;
  }
}
