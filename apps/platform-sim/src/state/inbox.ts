import { inboxSeedFor, type InboxMessageSeed } from '../seed/inbox';
import type { MemberSeed } from '../seed/types';

/** A message as the inbox calls answer it (ours: README, "Inbox"). */
export interface InboxMessage extends InboxMessageSeed {
  id: number;
}

/** Each member's messages, newest first; reading one lowers the unread count (EMFE_readInbox, ours). */
export class InboxStore {
  private readonly messages = new Map<number, InboxMessage[]>();
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  /** Back to the seed: every seeded member's messages anew. */
  reset(members: readonly MemberSeed[]): void {
    this.messages.clear();
    this.nextId = 1;
    for (const member of members) {
      // Stored oldest first so ids grow with time; listed newest first.
      const seeded = inboxSeedFor(member).reverse();
      this.messages.set(
        member.id,
        seeded.map((message) => ({ ...message, id: this.nextId++ })),
      );
    }
  }

  /** Newest first. */
  list(memberId: number): InboxMessage[] {
    return [...(this.messages.get(memberId) ?? [])].reverse();
  }

  unread(memberId: number): number {
    return (this.messages.get(memberId) ?? []).filter((message) => !message.isRead).length;
  }

  /** A new unread message, as the operator would send one. */
  add(memberId: number, message: { title: string; content: string }): InboxMessage {
    const added: InboxMessage = { ...message, id: this.nextId++, createTime: this.now(), isRead: false };
    this.messages.set(memberId, [...(this.messages.get(memberId) ?? []), added]);
    return added;
  }

  /** Marks the member's message read; false when the member has no such message. */
  read(memberId: number, id: number): boolean {
    const message = this.messages.get(memberId)?.find((candidate) => candidate.id === id);
    if (message === undefined) return false;
    message.isRead = true;
    return true;
  }
}
