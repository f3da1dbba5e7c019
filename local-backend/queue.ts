// A FIFO of async tasks run one at a time. The backend runs client mutations,
// query-set changes and subscription refreshes through one queue, so a
// refresh never sees a half-applied change and every MutationResponse is sent
// before the Transition that reflects it.
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  async idle(): Promise<void> {
    await this.run(() => undefined);
  }
}
