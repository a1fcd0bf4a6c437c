/** Unread customer-service messages per member (`CBS_unreadCount`); POST /__sim/chat/messages adds some. */
export class ChatInbox {
  private readonly unread = new Map<number, number>();

  count(memberId: number): number {
    return this.unread.get(memberId) ?? 0;
  }

  add(memberId: number, messages: number): number {
    const next = Math.max(0, this.count(memberId) + messages);
    this.unread.set(memberId, next);
    return next;
  }

  /** The member opened the chat: everything counts as read. */
  read(memberId: number): void {
    this.unread.delete(memberId);
  }

  reset(): void {
    this.unread.clear();
  }
}
