import { Component, type ReactNode } from 'react';

/** What the boundary caught, and the id that ties the panel the user sees to the console's report. */
export interface CaughtError {
  error: Error;
  errorId: string;
}

interface Props {
  /** Names the module in the console report. */
  label: string;
  fallback: (caught: CaughtError) => ReactNode;
  children: ReactNode;
}

/** A short id a staff member can read out to support, e.g. "E-7K2QX9". */
export function newErrorId(): string {
  return `E-${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0')}`;
}

/** Contains a remote's load failure or render crash to its own area of the page. */
export class RemoteErrorBoundary extends Component<Props, { caught: CaughtError | null }> {
  override state = { caught: null as CaughtError | null };

  static getDerivedStateFromError(error: Error) {
    return { caught: { error, errorId: newErrorId() } };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    console.error(`Module "${this.props.label}" failed (error id ${this.state.caught?.errorId ?? '?'})`, error, info.componentStack);
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught) : this.props.children;
  }
}
