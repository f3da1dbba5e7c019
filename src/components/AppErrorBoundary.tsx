import { Component, type ErrorInfo, type ReactNode } from "react";
import { RouterErrorScreen } from "../routes/-components/RouterErrorScreen";

/**
 * Catches what fails outside the router (the session, the providers), so a
 * failure shows the error screen instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Application error:", error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) {
      return <RouterErrorScreen error={this.state.error} reset={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
