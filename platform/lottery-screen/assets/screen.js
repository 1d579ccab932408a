// The lottery betting screen's behaviour (served as is at /lgw/lottery-screen/screen.js: no
// bundler, no inline code). Everything it needs is in data attributes of <main id="screen">,
// written by page.ts; every line it shows comes written from the server (state.ts).
(() => {
  // Duplicates GAME_BALANCE_MESSAGE of src/contract/calls/games.ts (this file is not
  // bundled, so it cannot import it); screen.test.ts checks the two stay equal.
  var GAME_BALANCE_MESSAGE = 'game:balance-changed';
  // After a draw's time, ask for the state this long after it, then back off: the scheduler
  // draws within a second, so the first answer usually has the result and the next draw.
  var POLL_DELAYS_MS = [1500, 2000, 3000, 5000, 10000, 15000, 30000];

  var screen = document.getElementById('screen');
  var form = document.getElementById('bet');
  if (!screen || !form) return;
  var picks = document.getElementById('picks');
  var place = document.getElementById('place');
  var status = document.getElementById('status');
  var countdown = document.getElementById('countdown');
  var countdownLabel = document.getElementById('countdown-label');
  var drawTitle = document.getElementById('draw-title');
  var balance = document.getElementById('balance');
  var chosen = document.getElementById('chosen');
  var ticket = screen.getAttribute('data-ticket');
  var language = screen.getAttribute('data-language') || 'TY';

  var text = (key) => screen.getAttribute('data-text-' + key.toLowerCase()) || '';
  var fill = (template, values) => template.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
  var two = (n) => (n < 10 ? '0' : '') + n;
  /** The same as clockText of page.ts: 04:59, 1:04:59, 2 d 03:04:59. */
  function clockText(seconds) {
    var s = Math.max(0, Math.floor(seconds));
    var days = Math.floor(s / 86400);
    var hours = Math.floor((s % 86400) / 3600);
    var time = (hours > 0 || days > 0 ? (days > 0 ? two(hours) : hours) + ':' : '') + two(Math.floor((s % 3600) / 60)) + ':' + two(s % 60);
    return days > 0 ? fill(text('days'), { days: days, time: time }) : time;
  }

  var numero = screen.getAttribute('data-numero') || '';
  var closeAt = 0;
  var drawAt = 0;
  var inFlight = false;
  var pollTimer = 0;
  var pollIndex = 0;
  var openBets = {};

  /** The moments (on this page's monotonic clock) the open draw closes and is drawn. */
  function setTimes(closesIn, drawIn) {
    var now = performance.now();
    closeAt = now + closesIn * 1000;
    drawAt = now + drawIn * 1000;
  }
  setTimes(Number(screen.getAttribute('data-closes-in')) || 0, Number(screen.getAttribute('data-draw-in')) || 0);
  Array.prototype.forEach.call(document.querySelectorAll('#bets li[data-status="OPEN"]'), (item) => {
    openBets[item.getAttribute('data-bet')] = true;
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

  function say(message) {
    status.textContent = message;
  }

  function renderList(id, lines, decorate) {
    var list = document.getElementById(id);
    var empty = document.getElementById(id + '-empty');
    list.textContent = '';
    lines.forEach((line, index) => {
      var item = document.createElement('li');
      item.textContent = typeof line === 'string' ? line : line.line;
      if (decorate) decorate(item, index);
      list.appendChild(item);
    });
    empty.hidden = lines.length > 0;
  }

  /** Shows a state from the server; announces (and tells the site about) bets it sees settled. */
  function render(state) {
    var settled = [];
    state.bets.forEach((bet) => {
      if (bet.status !== 'OPEN' && openBets[bet.id]) settled.push(bet.settled);
    });
    openBets = {};
    state.bets.forEach((bet) => {
      if (bet.status === 'OPEN') openBets[bet.id] = true;
    });
    numero = state.numero || '';
    setTimes(state.closesIn, state.drawIn);
    drawTitle.textContent = numero ? fill(text('draw'), { numero: numero }) : text('noDraw');
    balance.textContent = state.balanceText;
    renderList('bets', state.bets, (item, index) => {
      item.setAttribute('data-bet', state.bets[index].id);
      item.setAttribute('data-status', state.bets[index].status);
    });
    renderList('results', state.results);
    if (settled.length > 0) {
      say(settled.join(' '));
      tellParent();
    }
    tick();
  }

  var polling = false;
  var fetching = false;
  // The ticket has expired: the screen says so and stops asking.
  var ended = false;
  function schedulePoll(delay) {
    polling = true;
    window.clearTimeout(pollTimer);
    pollTimer = window.setTimeout(poll, delay);
  }

  /** Asks for the state now, then again (backing off) until the open draw lies ahead again. */
  async function poll() {
    if (fetching) return;
    fetching = true;
    polling = true;
    window.clearTimeout(pollTimer);
    var response = null;
    var body = null;
    try {
      response = await fetch('/lgw/lottery-screen/state?ticket=' + encodeURIComponent(ticket), {
        headers: { Accept: 'application/json', Language: language },
        credentials: 'same-origin',
      });
      body = await response.json();
    } catch (error) {
      body = null;
    }
    fetching = false;
    var fresh = body && body.success && body.value;
    if (fresh) render(body.value);
    if ((fresh && body.value.numero && body.value.drawIn > 0) || (response && response.status === 401)) {
      if (!fresh) {
        ended = true;
        place.disabled = true;
        say((body && body.message) || text('failed'));
      }
      polling = false;
      pollIndex = 0;
      return;
    }
    schedulePoll(POLL_DELAYS_MS[Math.min(pollIndex++, POLL_DELAYS_MS.length - 1)]);
  }

  var wasOpen = null;
  var tickTimer = 0;
  /** Updates the countdown every whole second; closes betting at the close; polls after the draw. */
  function tick() {
    window.clearTimeout(tickTimer);
    var now = performance.now();
    var open = numero !== '' && now < closeAt;
    // Betting open: the countdown runs to the close; closed: to the draw.
    countdownLabel.textContent = open ? text('closesIn') : text('drawsIn');
    countdown.textContent = clockText(Math.ceil(((open ? closeAt : drawAt) - now) / 1000));
    if (!inFlight) place.disabled = !open || ended;
    if (wasOpen === true && !open) say(text('closed'));
    wasOpen = open;
    if (!ended && !polling && (numero === '' || now >= drawAt)) schedulePoll(numero === '' ? POLL_DELAYS_MS[POLL_DELAYS_MS.length - 1] : POLL_DELAYS_MS[0]);
    var next = ((open ? closeAt : drawAt) - now) % 1000 || 1000;
    if (next < 0) next = 1000;
    tickTimer = window.setTimeout(tick, next + 5);
  }

  // A page left in the background or a sleeping device: read the state again on return.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') poll();
  });

  var mode = picks.getAttribute('data-mode');
  var limit = Number(picks.getAttribute('data-count')) || 0;
  var boxes = () => Array.prototype.slice.call(picks.querySelectorAll('input[name="pick"]'));
  /** Several numbers: at most `limit` checked (the others disabled), and the count said. */
  function updateMany() {
    if (mode !== 'many') return;
    var checked = boxes().filter((box) => box.checked).length;
    boxes().forEach((box) => {
      box.disabled = !box.checked && checked >= limit;
    });
    chosen.textContent = fill(text('chosen'), { chosen: checked, count: limit });
  }
  picks.addEventListener('change', updateMany);

  var groups = () => Array.prototype.slice.call(picks.querySelectorAll('fieldset.group'));
  var randomBelow = (bound) => {
    var value = new Uint32Array(1);
    window.crypto.getRandomValues(value);
    return value[0] % bound;
  };
  document.getElementById('clear').addEventListener('click', () => {
    Array.prototype.forEach.call(picks.querySelectorAll('input'), (input) => {
      input.checked = false;
    });
    updateMany();
  });
  document.getElementById('quick').addEventListener('click', () => {
    if (mode === 'many') {
      var pool = boxes();
      pool.forEach((box) => {
        box.checked = false;
      });
      for (var i = 0; i < limit; i++) pool.splice(randomBelow(pool.length), 1)[0].checked = true;
      updateMany();
      return;
    }
    groups().forEach((group) => {
      var radios = group.querySelectorAll('input');
      radios[randomBelow(radios.length)].checked = true;
    });
  });

  /** The picks, in order, or null when not all are chosen. */
  function readPicks() {
    if (mode === 'many') {
      var values = boxes()
        .filter((box) => box.checked)
        .map((box) => Number(box.value));
      return values.length === limit ? values : null;
    }
    var picked = groups().map((group) => {
      var radio = group.querySelector('input:checked');
      return radio ? Number(radio.value) : null;
    });
    return picked.indexOf(null) === -1 ? picked : null;
  }

  // A bet moves money, so it carries an idempotency key (docs/platform-api.md "Idempotency
  // keys"): one per bet, kept until an answer comes. A bet whose connection dropped is sent
  // once more at once, and again when the player places the same bet, with the same key: the
  // platform places it once and answers the repeat with the same bet.
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
   * itself when it could not reach the platform or had no answer in time, and the bet may have been
   * placed all the same, so the key is kept and the next press replays it (docs/platform-api.md
   * "Idempotency keys").
   */
  function answered(body) {
    return !body || (body.errorCode !== 'UPSTREAM_TIMEOUT' && body.errorCode !== 'UPSTREAM_UNAVAILABLE');
  }

  async function placeBet(chosenPicks, stake) {
    var request = { ticket: ticket, numero: numero, picks: chosenPicks, stake: stake };
    var key = keyFor(request);
    var body = null;
    for (var attempt = 0; attempt < 2 && !body; attempt++) {
      try {
        var response = await fetch('/lgw/lottery-screen/bet', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Language: language },
          credentials: 'same-origin',
          body: JSON.stringify({ ticket: ticket, numero: numero, picks: chosenPicks, stake: stake, idempotencyKey: key }),
        });
        body = await response.json();
        if (answered(body)) pending = null;
      } catch (error) {
        // No answer: keep the key for the retry.
        body = null;
      }
    }
    if (!body || !body.success || !body.value) {
      say((body && body.message) || text('failed'));
      if (body && body.value && body.value.state) render(body.value.state);
      return;
    }
    render(body.value.state);
    say(fill(text('betPlaced'), { numero: body.value.numero }));
    tellParent();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    // One bet at a time: a double click sends one request.
    if (inFlight) return;
    var chosenPicks = readPicks();
    var stake = form.querySelector('input[name="stake"]:checked');
    if (!chosenPicks || !stake) {
      say(text('choosePicks'));
      return;
    }
    inFlight = true;
    place.disabled = true;
    place.textContent = text('placing');
    try {
      await placeBet(chosenPicks, Number(stake.value));
    } finally {
      inFlight = false;
      place.textContent = text('placeBet');
      tick();
    }
  });

  updateMany();
  tick();
})();
