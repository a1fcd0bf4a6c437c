/** One tracking upload as the simulator took it: the events parsed from the JSON string the app sent. */
export interface TrackingUpload {
  merchant: string;
  /** The member whose token came with it, if any. */
  memberId: number | null;
  receivedAt: number;
  events: unknown[];
}

/** Tracking uploads, newest last, for GET /__sim/tracking. */
export class TrackingUploads {
  private uploads: TrackingUpload[] = [];

  add(upload: TrackingUpload): void {
    this.uploads.push(upload);
  }

  list(merchant?: string): readonly TrackingUpload[] {
    return merchant === undefined ? this.uploads : this.uploads.filter((upload) => upload.merchant === merchant);
  }

  clear(): void {
    this.uploads = [];
  }
}
