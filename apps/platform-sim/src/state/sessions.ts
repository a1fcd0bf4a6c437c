import { randomHex } from '../crypto/random';

/** 32 random bytes: as unguessable as a real platform token, so tests cannot rely on guessing one. */
const TOKEN_BYTES = 32;

export interface Session {
  token: string;
  merchant: string;
  memberId: number;
  createdAt: number;
}

/** Logged-in sessions by token. In memory: a restart logs everyone out, as a platform deploy might. */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly now: () => number = Date.now) {}

  create(merchant: string, memberId: number): Session {
    const session: Session = { token: randomHex(TOKEN_BYTES), merchant, memberId, createdAt: this.now() };
    this.sessions.set(session.token, session);
    return session;
  }

  get(token: string): Session | undefined {
    return this.sessions.get(token);
  }

  delete(token: string): boolean {
    return this.sessions.delete(token);
  }

  clear(): void {
    this.sessions.clear();
  }

  get size(): number {
    return this.sessions.size;
  }
}
