// web/page/trusted-types.js - the game page under Trusted Types. A site that sends
// `require-trusted-types-for 'script'` has the browser refuse a script's address given as a
// string or a URL: the page's workers (the computer's engine) and its service worker. The game
// page (only it: never <polis-game> or mountPolis, whose host page owns its policies) makes the
// default policy, which lets through the addresses of this site's own scripts and nothing else;
// it lets no markup through (the page builds elements, never markup). A plain script that
// index.html runs before any other, so it is there before the first worker starts.
(function () {
  var types = window.trustedTypes;
  if (!types || types.defaultPolicy) return;
  try {
    types.createPolicy('default', {
      createScriptURL: function (url) {
        var address = new URL(url, document.baseURI);
        if (address.origin !== location.origin)
          throw new TypeError('Polis runs only its own scripts, not ' + url);
        return address.href;
      },
    });
  } catch (e) {
    // The site's trusted-types directive leaves out 'default': its own policies decide.
  }
})();
