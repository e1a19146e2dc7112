// An error boundary that clears itself when resetKey changes (a navigation), so one broken screen
// never outlives the visit to it. The shell wraps each remote in one, the admin portal each screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ResettableErrorBoundaryProps {
  /** When this changes, a caught error is cleared and the children render again. */
  resetKey: string;
  /** What shows instead of the children; `reset` clears the error. */
  fallback(error: unknown, reset: () => void): ReactNode;
  onError?(error: unknown, info: ErrorInfo): void;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class ResettableErrorBoundary extends Component<ResettableErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ResettableErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
