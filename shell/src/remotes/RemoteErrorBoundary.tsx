// Catches a remote that cannot be fetched or throws, inside the normal layout, with a Retry
// that really loads the remote again. The rest of the site keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@firm/shared-contracts';
import { RemoteFailure } from './RemoteFailure.tsx';

interface Props {
  remote: RemoteName;
  /** When this changes (a navigation), a caught error is cleared. */
  resetKey: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.remote} remote failed:`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return <RemoteFailure remote={this.props.remote} error={this.state.error} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
