/** What the API reference says of ownership on every sharing call. */
export const OWNERSHIP_RULE =
  'Only the owner may read or change their pages and items: another user\'s page or item, a missing one, or an id that is not a positive whole number answer 404 {isError: true, message: "Not found."}. Without a valid token: 401.';
