import { Component, type ErrorInfo, type ReactNode } from "react";

/**
 * Around a part of the page that the rest does without (the update prompt, the offline
 * banner): if it fails, even to download its code, it shows nothing instead of taking the
 * whole page down to a blank screen.
 */
export class OptionalPartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A part of the page could not be shown:", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
