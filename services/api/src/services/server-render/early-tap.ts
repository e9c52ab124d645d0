/**
 * The one inline script of a server-rendered page: it remembers the last button tapped before the scripts take
 * over (the shell taps it again once the page is hydrated: bootstrap.tsx). Links need nothing: the browser follows
 * them. The Content-Security-Policy allows exactly this text by its hash (never 'unsafe-inline'); a hash rather
 * than a nonce, since cached public pages are served to many visitors byte for byte.
 */
import { createHash } from 'node:crypto';
import { SSR_EARLY_TAP_GLOBAL, SSR_HYDRATING_ATTRIBUTE } from '@laurel/domain';

export const EARLY_TAP_SOURCE = `(function(d){d.addEventListener('click',function(e){if(d.documentElement.hasAttribute('${SSR_HYDRATING_ATTRIBUTE}'))return;var b=e.target&&e.target.closest&&e.target.closest('#root button');if(b)window.${SSR_EARLY_TAP_GLOBAL}=b;},true);})(document);`;

/** The CSP source expression allowing EARLY_TAP_SOURCE. */
export const EARLY_TAP_CSP_HASH = `'sha256-${createHash('sha256').update(EARLY_TAP_SOURCE, 'utf8').digest('base64')}'`;
