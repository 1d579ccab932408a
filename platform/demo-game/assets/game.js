// The demo game's behaviour (served as is at /lgw/demo/game.js: no bundler, no inline code).
// Everything it needs is in data attributes of <main id="game">, written by page.ts.
(() => {
  // Duplicates GAME_BALANCE_MESSAGE of src/contract/calls/games.ts (this file is not
  // bundled, so it cannot import it); demo-game.test.ts checks the two stay equal.
  var GAME_BALANCE_MESSAGE = 'game:balance-changed';
  var HISTORY_LIMIT = 10;

  var game = document.getElementById('game');
  var form = document.getElementById('play');
  if (!game || !form) return;
  var button = document.getElementById('spin');
  var result = document.getElementById('result');
  var balance = document.getElementById('balance');
  var win = document.getElementById('win');
  var history = document.getElementById('history');
  var historyEmpty = document.getElementById('history-empty');
  var reels = game.querySelectorAll('.reel');

  var text = (key) => game.getAttribute('data-text-' + key.toLowerCase()) || '';
  var fill = (template, values) => template.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(values, name) ? values[name] : whole));
  var money = new Intl.NumberFormat(game.getAttribute('data-locale') || 'en-PH', {
    style: 'currency',
    currency: game.getAttribute('data-currency') || 'PHP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  /** The site's page (the frame's parent), told that the balance moved; the message carries no data. */
  function tellParent() {
    if (window.parent === window) return;
    var target = '*';
    try {
      if (document.referrer) target = new URL(document.referrer).origin;
    } catch (error) {
      target = '*';
    }
    window.parent.postMessage({ type: GAME_BALANCE_MESSAGE }, target);
  }

  function showReels(symbols) {
    for (var i = 0; i < reels.length; i++) {
      var symbol = symbols[i];
      reels[i].querySelector('use').setAttribute('href', '#sym-' + symbol);
      reels[i].querySelector('.name').textContent = text(symbol);
    }
  }

  function addHistory(round) {
    var item = document.createElement('li');
    if (round.win > 0) item.className = 'won';
    item.textContent = fill(text('roundLine'), {
      reels: round.reels.map(text).join(', '),
      stake: money.format(round.stake),
      win: money.format(round.win),
    });
    history.insertBefore(item, history.firstChild);
    while (history.children.length > HISTORY_LIMIT) history.removeChild(history.lastChild);
    historyEmpty.hidden = true;
  }

  var inFlight = false;

  function setBusy(busy) {
    inFlight = busy;
    button.disabled = busy;
    button.textContent = busy ? text('spinning') : text('spin');
    game.classList.toggle('spinning', busy);
  }

  // A spin moves money, so it carries an idempotency key (docs/platform-api.md "Idempotency
  // keys"): one per spin, kept until an answer comes. A spin whose connection dropped is sent
  // once more at once, and again on the next press of the same stake, with the same key: the
  // platform plays it once and answers the repeat with the same round.
  var pending = null;
  function newKey() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, (b) => (b < 16 ? '0' : '') + b.toString(16)).join('');
  }
  function keyFor(request) {
    var text = JSON.stringify(request);
    if (!pending || pending.request !== text) pending = { request: text, key: newKey() };
    return pending.key;
  }

  /**
   * Whether the platform answered: the site's proxy answers UPSTREAM_TIMEOUT or UPSTREAM_UNAVAILABLE
   * itself when it could not reach the platform or had no answer in time, and the round may have
   * been played all the same, so the key is kept and the next press replays it (docs/platform-api.md
   * "Idempotency keys").
   */
  function answered(body) {
    return !body || (body.errorCode !== 'UPSTREAM_TIMEOUT' && body.errorCode !== 'UPSTREAM_UNAVAILABLE');
  }

  /** Sends one spin (twice at most, same key, when the connection drops); its envelope or null. */
  async function send(request) {
    var key = keyFor(request);
    for (var attempt = 0; attempt < 2; attempt++) {
      try {
        var response = await fetch('/lgw/demo/round', {
          method: 'POST',
          // The launch's language, so that a refusal reads in it even for an ended ticket.
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Language: game.getAttribute('data-language') || 'TY' },
          credentials: 'same-origin',
          body: JSON.stringify({ ticket: request.ticket, stake: request.stake, idempotencyKey: key }),
        });
        var body = await response.json();
        if (answered(body)) pending = null;
        return body;
      } catch (error) {
        // No answer: keep the key for the retry.
      }
    }
    return null;
  }

  /** Plays one round and shows it; any failure is told in the result line. */
  async function playRound(stake) {
    var body = await send({ ticket: game.getAttribute('data-ticket'), stake: stake });
    if (!body || !body.success || !body.value) {
      result.textContent = (body && body.message) || text('failed');
      return;
    }
    var round = body.value;
    showReels(round.reels);
    balance.textContent = money.format(round.balance);
    win.textContent = money.format(round.win);
    var names = round.reels.map(text).join(', ');
    result.textContent = names + '. ' + (round.win > 0 ? fill(text('youWon'), { amount: money.format(round.win) }) : text('noWin'));
    addHistory(round);
    tellParent();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    // One round at a time: a double click sends one request.
    if (inFlight) return;
    var chosen = form.querySelector('input[name="stake"]:checked');
    if (!chosen) return;
    setBusy(true);
    try {
      await playRound(Number(chosen.value));
    } finally {
      setBusy(false);
    }
  });
})();
