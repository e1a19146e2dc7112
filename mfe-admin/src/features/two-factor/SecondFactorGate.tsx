// Between the access guard and the portal's frame: a staff member whose session still lacks the
// second factor it needs goes no further. With a verified factor and an aal1 session, the portal
// asks for the code; when the firm requires two-factor sign-in of admins
// (staff_settings.require_two_factor_for_admins) and none is set up, the only page is the one to
// set it up, whatever admin address was asked for. Row-level security applies the same rule to
// admin data (docs/security.md), so this screen is the way through, not the protection.
import { Outlet } from 'react-router-dom';
import { Button, Spinner } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { useAuth } from '@firm/shared-contracts/auth';
import { AuthCard, CardLinks } from '../auth/AuthCard.tsx';
import { useSignOut } from '../auth/useSignOut.ts';
import { CodeCard } from './CodeForm.tsx';
import { Enrolment } from './Enrolment.tsx';
import { secondFactorStep, twoFactorApi as defaultApi, type TwoFactorApi } from './twoFactorApi.ts';

async function currentStep(api: TwoFactorApi) {
  const [assurance, factors] = await Promise.all([api.assurance(), api.listVerifiedFactors()]);
  // Without the database's answer (an older backend), the portal goes on: row-level security
  // still refuses admin data to a token the rule does not allow.
  const required = assurance.current === 'aal2' ? false : await api.needsSecondFactor().catch(() => false);
  return { step: secondFactorStep({ assurance, verifiedFactors: factors.length, required }), factorId: factors[0]?.id ?? null };
}

function SignOutLink() {
  const { signOut, signingOut } = useSignOut();
  return (
    <CardLinks>
      <Button $variant="secondary" onClick={() => void signOut()} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </Button>
    </CardLinks>
  );
}

export function SecondFactorGate({ api = defaultApi }: { api?: TwoFactorApi }) {
  const auth = useAuth();
  // Asked once per signed-in user, and again after a code or an enrolment; a token refresh keeps
  // the session's level, so the portal's screens (and what is typed in them) stay mounted.
  const state = useAsync(() => currentStep(api), [api, auth.user?.id]);
  if (state.status === 'loading') return <Spinner label="Checking two-factor sign-in..." />;
  if (state.status === 'error') {
    return (
      <AuthCard titleId="two-factor-check-title" title="Two-factor sign-in" lead="The two-factor status of this account could not be checked.">
        <p role="alert">{state.error.message}</p>
        <Button onClick={state.retry}>Retry</Button>
        <SignOutLink />
      </AuthCard>
    );
  }
  const { step, factorId } = state.data;
  if (step === 'code' && factorId) {
    return (
      <CodeCard
        lead="Enter the code from your authenticator app to continue."
        onCode={async (code) => {
          await api.verifyCode(factorId, code);
          state.refresh();
        }}
      >
        <SignOutLink />
      </CodeCard>
    );
  }
  if (step === 'enrol') {
    return (
      <AuthCard
        titleId="two-factor-required-title"
        title="Set up two-factor sign-in"
        lead="The firm requires two-factor sign-in for admins. Set it up to continue to the portal."
      >
        <Enrolment api={api} onEnrolled={state.refresh} />
        <SignOutLink />
      </AuthCard>
    );
  }
  return <Outlet />;
}
