import { Component, type ReactNode } from 'react';

/** The spec's text when a render crash escapes every inner boundary. */
export const APP_ERROR_TEXT = 'Application has errors. Please check logs to fix this.';

/**
 * Replaces the app on a render crash. Plain markup on purpose: it must render even when the theme or a
 * provider is what crashed. A crash inside one remote is caught nearer, by that module's RemoteRoute.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    console.error('Application render crash', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: 32, fontFamily: 'Roboto, Arial, sans-serif', fontSize: 18 }}>
        {APP_ERROR_TEXT}
      </div>
    );
  }
}
