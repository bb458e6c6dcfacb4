// web/page/address.js - a long address kept out of the page's requests. Run by index.html as a
// plain script before anything else loads: an address of a megabyte (a long link) made each of
// the page's ~100 requests carry it through the browser (ready in 10-20 s instead of 1). The
// address's query is kept for the page (window.polisSearch, read by web/boot.js and
// web/page/route.js through pageSearch) and the address shortened to the page's path;
// tests/browser/long-url.test.mjs measures it.
(function () {
  var LONG = 4096;
  if (location.href.length <= LONG) return;
  window.polisSearch = location.search;
  history.replaceState(history.state, '', location.pathname + location.hash);
})();
