// The live cluster's dashboard: renders the board's snapshots, which arrive as server-sent events ("snapshot").
'use strict';
(function () {
  const $ = id => document.getElementById(id);
  const SVG = 'http://www.w3.org/2000/svg';

  function num(v, digits) {
    return v === null || v === undefined ? '\u2014' : Number(v).toFixed(digits);
  }

  function cell(row, text, cls) {
    const td = document.createElement('td');
    td.textContent = text;
    if (cls) {
      td.className = cls;
    }
    row.appendChild(td);
    return td;
  }

  function setCells(row, values) {
    const cells = row.querySelectorAll('td');
    values.forEach((v, i) => { cells[i + 1].textContent = v; });
  }

  function renderRun(s) {
    const r = s.run;
    $('run').textContent = r.nodes + ' nodes \u00b7 policy ' + r.policy + ' \u00b7 load ' + num(r.load, 2)
      + ' \u00b7 ' + num(r.duration, 0) + ' model s of arrivals (warm-up ' + num(r.warmup, 0) + ' s) at '
      + r.timeScale + ' wall s per model s \u00b7 experiment ' + r.experiment;
    $('phase').textContent = s.phase;
    $('phase').className = 'phase ' + (s.phase === 'over' ? 'over' : '');
    $('model-time').textContent = num(s.modelTime, 1);
    $('duration').textContent = num(r.duration, 0);
    $('progress').value = Math.min(1, s.modelTime / r.duration);
  }

  function renderNodes(s) {
    const body = $('nodes').querySelector('tbody');
    body.replaceChildren();
    s.nodes.forEach(n => {
      const tr = document.createElement('tr');
      tr.dataset.node = n.node;
      tr.className = n.state === 'gone' ? 'gone' : n.state === 'unreachable' ? 'unreachable' : '';
      cell(tr, 'node ' + n.node);
      cell(tr, n.address || '\u2014');
      cell(tr, n.state, 'state');
      [n.queued, n.running, n.jobsIn, n.jobsOut, n.migrationsIn, n.migrationsOut, n.arrivals, n.completed,
        n.resubmitted].forEach(v => cell(tr, String(v), 'num'));
      body.appendChild(tr);
    });
  }

  function renderFigures(s) {
    const live = s.result ? Object.assign({}, s.live, s.result, { measured: s.result.jobs }) : s.live;
    $('live-row').cells[0].textContent = s.result ? 'live, final' : 'live, so far';
    setCells($('live-row'), [String(live.measured), num(live.throughput, 3), num(live.meanResponse, 3),
      num(s.live.p50, 3), num(s.live.p95, 3), num(s.live.p99, 3), num(live.transfersPerJob, 3)]);
    const t = s.twin;
    const twinRow = $('twin-row');
    if (t.state === 'ready') {
      if (twinRow.cells.length === 2) {
        twinRow.cells[1].remove();
        for (let i = 0; i < 7; i++) {
          cell(twinRow, '', 'num');
        }
      }
      setCells(twinRow, [String(t.jobs), num(t.throughput, 3), num(t.meanResponse, 3), num(t.p50, 3),
        num(t.p95, 3), num(t.p99, 3), num(t.transfersPerJob, 3)]);
      const pct = (a, b) => (a === null || b === null || !b) ? '\u2014' : (a >= b ? '+' : '') + num(100 * (a - b) / b, 1) + '%';
      setCells($('diff-row'), ['', pct(live.throughput, t.throughput), pct(live.meanResponse, t.meanResponse), '']);
    } else {
      twinRow.cells[1].textContent = t.state === 'failed' ? 'the simulation failed: ' + t.failure : 'simulating\u2026';
    }
  }

  function line(svg, points, cls) {
    const p = document.createElementNS(SVG, 'polyline');
    p.setAttribute('points', points.map(xy => xy[0].toFixed(1) + ',' + xy[1].toFixed(1)).join(' '));
    p.setAttribute('class', cls);
    svg.appendChild(p);
  }

  function label(svg, x, y, text, anchor) {
    const t = document.createElementNS(SVG, 'text');
    t.setAttribute('x', x);
    t.setAttribute('y', y);
    t.setAttribute('text-anchor', anchor || 'start');
    t.textContent = text;
    svg.appendChild(t);
    return t;
  }

  function renderChart(s) {
    const svg = $('chart');
    svg.replaceChildren();
    const samples = s.samples;
    const W = 900, H = 220, L = 45, R = 45, T = 10, B = 25;
    const tMax = Math.max(s.run.duration, s.modelTime, 1);
    const x = t => L + (W - L - R) * t / tMax;
    const jobs = samples.map(p => [p[0], p[1] + p[2]]);
    const rates = [];     // over the last few samples: a completion comes alone, a rate needs a window
    for (let i = 1; i < samples.length; i++) {
      const from = samples[Math.max(0, i - 5)];
      const dt = samples[i][0] - from[0];
      if (dt > 0) {
        rates.push([samples[i][0], (samples[i][3] - from[3]) / dt]);
      }
    }
    const jobsMax = Math.max(1, ...jobs.map(p => p[1]));
    const rateMax = Math.max(0.1, ...rates.map(p => p[1]));
    const y = (v, max) => H - B - (H - B - T) * v / max;
    line(svg, [[L, H - B], [W - R, H - B]], 'axis');
    svg.lastChild.setAttribute('stroke', '#999');
    line(svg, jobs.map(p => [x(p[0]), y(p[1], jobsMax)]), 'jobs-line');
    line(svg, rates.map(p => [x(p[0]), y(p[1], rateMax)]), 'rate-line');
    label(svg, L - 5, T + 10, String(jobsMax), 'end').setAttribute('class', 'jobs-label');
    label(svg, W - R + 5, T + 10, rateMax.toFixed(1)).setAttribute('class', 'rate-label');
    label(svg, L, H - 8, '0');
    label(svg, W - R, H - 8, 'model time ' + tMax.toFixed(0) + ' s', 'end');
  }

  function renderEvents(s) {
    const list = $('events');
    if (s.events.length === 0) {
      return;
    }
    list.replaceChildren();
    s.events.forEach(e => {
      const li = document.createElement('li');
      li.className = e.change.replace(/ .*/, '');
      const when = document.createElement('span');
      when.className = 'when';
      when.textContent = '+' + num(e.wall, 1) + ' s' + (e.model > 0 ? ' (t=' + num(e.model, 1) + ')' : '');
      const who = document.createElement('span');
      who.textContent = (e.node === null ? 'member' : 'node ' + e.node) + ' (' + e.address + ') ';
      const what = document.createElement('span');
      what.className = 'change';
      what.textContent = e.change;
      li.append(when, ' ', who, what);
      list.appendChild(li);
    });
  }

  function renderReport(s) {
    const frame = $('report');
    if (s.report && frame.hidden) {
      $('report-status').replaceChildren('The run is over: ');
      const a = document.createElement('a');
      a.href = s.report;
      a.textContent = 'report.html';
      $('report-status').append(a, ' (also in the output folder).');
      frame.src = s.report;
      frame.hidden = false;
    }
  }

  let shown = -1;

  function render(s) {
    if (s.version < shown) {
      return;     // an older snapshot than the one shown
    }
    shown = s.version;
    renderRun(s);
    renderNodes(s);
    renderFigures(s);
    renderChart(s);
    renderEvents(s);
    renderReport(s);
    document.body.dataset.version = s.version;
  }

  const events = new EventSource('events');
  events.addEventListener('snapshot', e => {
    const s = JSON.parse(e.data);
    render(s);
    if (s.report) {
      events.close();
      $('connection').textContent = 'run over; final state';
    }
  });
  events.onopen = () => { $('connection').textContent = 'live'; };
  events.onerror = () => {
    // closed for good: the server refused the stream (it serves a bounded number of open pages at once)
    $('connection').textContent = events.readyState === EventSource.CLOSED
      ? 'not live: the dashboard refused this page (too many open?); close one and reload'
      : 'connection lost, retrying\u2026';
  };
  fetch('snapshot').then(r => r.json()).then(render).catch(() => { });
}());
