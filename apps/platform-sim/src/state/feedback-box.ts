/** A feedback as the simulator keeps it (`PUT /wps/feedback`; the body is ours, README "Feedback"). */
export interface FeedbackRecord {
  id: number;
  merchant: string;
  content: string;
  category: string;
  /** The account the app names in the body: the call goes without the session, so nothing else says who wrote. */
  account: string | null;
  /** The `Language` header the app sent. */
  language: string | null;
  receivedAt: number;
}

/** Every feedback received since the reset, oldest first; GET /__sim/feedback lists them. */
export class FeedbackBox {
  private records: FeedbackRecord[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  add(record: Omit<FeedbackRecord, 'id' | 'receivedAt'>): FeedbackRecord {
    const kept: FeedbackRecord = { ...record, id: this.records.length + 1, receivedAt: this.now() };
    this.records.push(kept);
    return kept;
  }

  list(merchant?: string): FeedbackRecord[] {
    return this.records.filter((record) => merchant === undefined || record.merchant === merchant);
  }

  clear(): void {
    this.records = [];
  }
}
