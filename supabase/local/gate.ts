// Every socket connection to PGlite shares one Postgres session, so two clients whose protocol
// messages interleave (PostgREST's and the auth service's) can break each other's statements.
// This gate lets one database-touching request run at a time on PGlite; on a real server it is
// a pass-through.
export class Gate {
  private tail: Promise<void> = Promise.resolve();
  readonly exclusive: boolean;

  constructor(exclusive: boolean) {
    this.exclusive = exclusive;
  }

  /** Runs `work` alone (when exclusive), after everything queued before it. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.exclusive) return work();
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Waits for the turn and returns the release function (idempotent). */
  async acquire(): Promise<() => void> {
    if (!this.exclusive) return () => {};
    let release!: () => void;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => done);
    await previous;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }
}
