import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from './Brand';
import '../styles/not-found.css';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Where the way back leads: the list the screen belongs to. */
  backTo: string;
  backLabel: string;
  /** A new value shows the children again (the customer went elsewhere). */
  resetKey: string;
}

/**
 * Catches what its children throw while rendering (a project document the editor cannot show) and
 * shows spec 000 §2's "Something went wrong." with a way back to the list instead of a blank page.
 * The error is reported with console.error, the app's one report channel.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Something went wrong.', error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <main className="not-found" role="alert">
        <Brand />
        <h1 className="page-title">Something went wrong.</h1>
        <p className="page-lead">This page could not be shown. Your saved work is kept.</p>
        <Link to={this.props.backTo} className="btn btn-primary">
          {this.props.backLabel}
        </Link>
      </main>
    );
  }
}

/** The error boundary around every route: back to My Videos; another address shows the app again. */
export function RoutesErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} backTo="/myvideos" backLabel="Back to My Videos">
      {children}
    </ErrorBoundary>
  );
}
