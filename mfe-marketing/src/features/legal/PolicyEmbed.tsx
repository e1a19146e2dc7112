// The policy provider's embed: its script is added once into this page's container, and the
// provider renders the policy there. If the script cannot load, the site's own text is shown.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export const POLICY_SCRIPT_MARKER = 'data-policy-embed-script';

type EmbedState = 'loading' | 'loaded' | 'failed';

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.slate};
`;

interface PolicyEmbedProps {
  scriptUrl: string;
  /** Which policy the container holds (privacy-policy, terms-of-service, ...). */
  policy: string;
  /** Shown when the provider's script fails to load. */
  fallback: ReactNode;
}

export function PolicyEmbed({ scriptUrl, policy, fallback }: PolicyEmbedProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let active = true;
    let script = container.querySelector<HTMLScriptElement>(`script[${POLICY_SCRIPT_MARKER}]`);
    if (!script) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.setAttribute(POLICY_SCRIPT_MARKER, '');
      script.dataset.policy = policy;
      container.appendChild(script);
    }
    const onLoad = () => active && setState('loaded');
    const onError = () => {
      console.warn(`The policy provider's script could not be loaded; showing the site's own ${policy} text.`);
      if (active) setState('failed');
    };
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    return () => {
      active = false;
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
    };
  }, [scriptUrl, policy]);

  if (state === 'failed') return <>{fallback}</>;
  return (
    <>
      {state === 'loading' ? <Status role="status">Loading the policy…</Status> : null}
      <div ref={containerRef} data-policy-embed={policy} />
    </>
  );
}
