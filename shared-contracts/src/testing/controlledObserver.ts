// For tests of what loads on sight: an IntersectionObserver stand-in that lets the test decide
// when the element comes into view, and records the options it was asked for.
export class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly options: IntersectionObserverInit;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options ?? {};
    ControlledObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  reveal() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
