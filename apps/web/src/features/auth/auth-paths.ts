import { createContext, useContext } from 'react';

/** '/auth' for the card layout, '/auth-advance' for the split layout. */
export const AuthBaseContext = createContext<'/auth' | '/auth-advance'>('/auth');

/** Links between auth screens stay within the variant the member is using. */
export function useAuthPaths() {
  const base = useContext(AuthBaseContext);
  return {
    signIn: `${base}/sign-in`,
    signUp: `${base}/sign-up`,
    forgotPass: `${base}/forgot-pass`,
  };
}
