import { adminSession, browserAdminTokens } from "@shop/admin-client/token";

/** Where an anonymous visitor is sent instead, and the page to return to after login. */
export interface LoginRedirect {
  hash: "#/login";
  /** react-router keeps location state under `usr`; react-admin's login reads nextPathname from it. */
  state: { usr: { nextPathname: string; nextSearch: string }; key: string; idx: number };
}

/**
 * The redirect for a visitor without a usable session who opens a console page other than the
 * login page, or null. Pure, so it can be tested without a browser.
 */
export function loginRedirectFor(hash: string, token: string | null, nowMs: number): LoginRedirect | null {
  if (adminSession(token, nowMs)) return null;
  const route = hash.replace(/^#/, "") || "/";
  const [pathname, search] = route.split("?");
  if (pathname === "/login") return null;
  return {
    hash: "#/login",
    state: { usr: { nextPathname: pathname || "/", nextSearch: search ? `?${search}` : "" }, key: "default", idx: 0 },
  };
}

/**
 * Starts visitors without a session on the login page before react-admin renders. Opening a
 * protected page anonymously otherwise makes react-admin 5.15 with react-router 7 log out and
 * redirect thousands of times for several seconds (react-admin issue #10764) before the login
 * form settles; logging out from inside the console does not have the problem.
 */
export function startAnonymousVisitorsAtLogin(): void {
  const redirect = loginRedirectFor(window.location.hash, browserAdminTokens.read(), Date.now());
  if (redirect) window.history.replaceState(redirect.state, "", redirect.hash);
}
