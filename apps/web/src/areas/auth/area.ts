import { defineArea } from '../../shared/area';

/** Signing up and in, with the second factor (docs/adding-an-area.md); open to everyone, not in the side bar. */
export default defineArea({
  id: 'auth',
  i18nNamespace: 'auth',
  routes: [
    { path: '/login', access: 'none', titleKey: 'auth.login.title', page: () => import('./LoginPage') },
    { path: '/register', access: 'none', titleKey: 'auth.register.title', page: () => import('./RegisterPage') },
    { path: '/Auth', access: 'none', titleKey: 'auth.twoFactor.title', page: () => import('./TwoFactorPage') },
  ],
  commands: () => import('./commands'),
});
