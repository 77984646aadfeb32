import type { User } from '../../../contract/account';

/** "Jane Doe", or the e-mail when the user has no name. */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** "JD" from the name, else the first letter of the e-mail. */
export function initials(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const letters = [user.first_name, user.last_name].map((part) => [...part.trim()][0] ?? '').join('');
  return (letters || [...user.email][0] || '?').toUpperCase();
}
