/** What the app asked of the push calls, in order, for GET /__sim/push. */
export interface PushCallRecord {
  call: 'bind' | 'subscribe' | 'unsubscribe';
  merchant: string;
  /** The member whose session came with the call; unsubscribe comes after the session ended, so null there. */
  memberId: number | null;
  registrationToken: string;
  topic?: string;
  unsubscribeAll?: boolean;
  at: number;
}

/** One registration token bound to a member, with the topics it is subscribed to. */
export interface PushBinding {
  merchant: string;
  memberId: number;
  registrationToken: string;
  topics: string[];
}

/**
 * The simulated push back end: registration tokens bound to members (CSP_fcmBind), their topic
 * subscriptions (CSP_fcmSubscribe) and unsubscriptions. A token is bound to one member at a time:
 * binding it again for another member moves it, as a shared device changes hands.
 */
export class PushRegistry {
  private readonly bindings = new Map<string, PushBinding>();
  private records: PushCallRecord[] = [];

  constructor(private readonly now: () => number) {}

  bind(merchant: string, memberId: number, registrationToken: string): void {
    const key = `${merchant} ${registrationToken}`;
    const current = this.bindings.get(key);
    const topics = current?.memberId === memberId ? current.topics : [];
    this.bindings.set(key, { merchant, memberId, registrationToken, topics });
    this.records.push({ call: 'bind', merchant, memberId, registrationToken, at: this.now() });
  }

  /** False when the token is not bound to this member: the platform subscribes bound tokens only. */
  subscribe(merchant: string, memberId: number, registrationToken: string, topic: string): boolean {
    const binding = this.bindings.get(`${merchant} ${registrationToken}`);
    if (binding?.memberId !== memberId) return false;
    if (!binding.topics.includes(topic)) binding.topics.push(topic);
    this.records.push({ call: 'subscribe', merchant, memberId, registrationToken, topic, at: this.now() });
    return true;
  }

  /** Drops the token's subscriptions and its binding; an unknown token is fine (already gone). */
  unsubscribeAll(merchant: string, memberId: number | null, registrationToken: string): void {
    this.bindings.delete(`${merchant} ${registrationToken}`);
    this.records.push({ call: 'unsubscribe', merchant, memberId, registrationToken, unsubscribeAll: true, at: this.now() });
  }

  /** The tokens a message goes to: a member's, or every token subscribed to a topic. */
  recipients(merchant: string, target: { memberId?: number; topic?: string }): PushBinding[] {
    return [...this.bindings.values()].filter(
      (binding) =>
        binding.merchant === merchant &&
        (target.memberId === undefined || binding.memberId === target.memberId) &&
        (target.topic === undefined || binding.topics.includes(target.topic)),
    );
  }

  list(merchant?: string): { bindings: PushBinding[]; calls: PushCallRecord[] } {
    const mine = <T extends { merchant: string }>(item: T) => merchant === undefined || item.merchant === merchant;
    return { bindings: [...this.bindings.values()].filter(mine), calls: this.records.filter(mine) };
  }

  clear(): void {
    this.bindings.clear();
    this.records = [];
  }
}
