// Clears everything the browser keeps for this site (local and session storage) on sign-out, per SPEC §2.
export function clearBrowserStorage() {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch (error) {
    console.warn('Could not clear browser storage', error);
  }
}
