import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { defineFeature } from '@/shared/feature/feature';

const signIn: RouteObject = {
  path: 'sign-in',
  lazy: () => import('./pages/SignInPage').then((m) => ({ Component: m.SignInPage })),
};
const signUp: RouteObject = {
  path: 'sign-up',
  lazy: () => import('./pages/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
};
const forgotPass: RouteObject = {
  path: 'forgot-pass',
  lazy: () => import('./pages/ForgotPassPage').then((m) => ({ Component: m.ForgotPassPage })),
};

/** The authentication screens and their advanced variants (spec §2), guest-only. */
export const authFeature = defineFeature({
  name: 'auth',
  routes: {
    // The link mailed to a new address: members and guests may open it.
    public: [
      {
        path: 'auth/confirm-email',
        lazy: () =>
          import('./layouts/AuthCardLayout').then((m) => ({ Component: m.AuthCardLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('./pages/ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage })),
          },
        ],
      },
    ],
    guestOnly: [
      {
        path: 'auth',
        lazy: () =>
          import('./layouts/AuthCardLayout').then((m) => ({ Component: m.AuthCardLayout })),
        children: [
          { index: true, loader: () => redirect('/auth/sign-in') },
          signIn,
          signUp,
          {
            path: 'verify',
            lazy: () => import('./pages/VerifyPage').then((m) => ({ Component: m.VerifyPage })),
          },
          {
            // The mailed 'Débloquer mon compte' link.
            path: 'unlock',
            lazy: () => import('./pages/UnlockPage').then((m) => ({ Component: m.UnlockPage })),
          },
          forgotPass,
          {
            path: 'reset-pass',
            lazy: () =>
              import('./pages/ResetPassPage').then((m) => ({ Component: m.ResetPassPage })),
          },
        ],
      },
      {
        path: 'auth-advance',
        lazy: () =>
          import('./layouts/AuthSplitLayout').then((m) => ({ Component: m.AuthSplitLayout })),
        children: [
          { index: true, loader: () => redirect('/auth-advance/sign-in') },
          signIn,
          signUp,
          forgotPass,
        ],
      },
    ],
  },
});
