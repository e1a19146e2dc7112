// 'Something went wrong' with expandable details and a reload, styled without the theme so it
// renders even when the theme or a provider is what failed.
export function errorDetails(error: unknown): string {
  if (error instanceof Error) return error.stack || error.message || 'Unknown error';
  if (typeof error === 'string' && error.length > 0) return error;
  return 'Unknown error';
}

const styles = {
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '24px',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    color: '#1E2633',
    background: '#F5F7FB',
  },
  card: { maxWidth: '640px', width: '100%', background: '#FFFFFF', borderRadius: '12px', padding: '32px', boxShadow: '0 8px 24px rgba(11, 31, 58, 0.08)' },
  heading: { color: '#0B1F3A', margin: '0 0 12px', fontSize: '1.5rem' },
  pre: { whiteSpace: 'pre-wrap' as const, overflowX: 'auto' as const, fontSize: '0.875rem', background: '#F5F7FB', padding: '12px', borderRadius: '8px' },
  button: { marginTop: '16px', minHeight: '44px', padding: '12px 24px', borderRadius: '999px', border: 0, background: '#1F5BD8', color: '#FFFFFF', fontWeight: 600, fontSize: '1rem', cursor: 'pointer' },
};

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main style={styles.page}>
      <div style={styles.card} role="alert">
        <h1 style={styles.heading}>Something went wrong</h1>
        <p>We're sorry: this page ran into a problem. Reloading usually fixes it.</p>
        <details>
          <summary>Error Details</summary>
          <pre style={styles.pre}>{errorDetails(error)}</pre>
        </details>
        <button type="button" style={styles.button} onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </main>
  );
}
