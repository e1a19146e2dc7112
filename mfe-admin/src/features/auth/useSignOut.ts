// Sign Out as every portal screen offers it: end the session, then the sign-in page, whether or
// not the server could be told (the session on this device ends either way, see AuthProvider).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@firm/shared-contracts/auth';

export function useSignOut(): { signOut(): Promise<void>; signingOut: boolean } {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
    } catch (error) {
      console.error('Sign-out failed:', error);
    } finally {
      setSigningOut(false);
      navigate('/admin/login', { replace: true });
    }
  };
  return { signOut, signingOut };
}
