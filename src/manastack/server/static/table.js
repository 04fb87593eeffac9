"use strict";
// The table. Everything shown comes from the server's "state" messages, which hold only what this
// seat may see; answers go back as option numbers. Text enters the page only through textContent.
const $ = (id) => document.getElementById(id);
const gid = decodeURIComponent(location.pathname.split("/").pop());
const params = new URLSearchParams(location.search);
const KEY = "manastack:" + gid;
const STEPS = { untap: "Untap", upkeep: "Upkeep", draw: "Draw", main1: "Precombat main", begin_combat: "Beginning of combat",
  declare_attackers: "Declare attackers", declare_blockers: "Declare blockers", first_strike_damage: "First-strike damage",
  combat_damage: "Combat damage", end_combat: "End of combat", main2: "Postcombat main", end: "End step", cleanup: "Cleanup",
  setup: "Setting up" };
let seat = null, token = null, ws = null, last = null, nextSeq = 1, pending = false, retry = 500, closedByUs = false;
let autoTimer = null;
const cardCache = new Map();

function el(tag, props, ...kids) {
  const e = document.createElement(tag);
  if (props) for (const [k, v] of Object.entries(props)) {
    if (k === "dataset") Object.assign(e.dataset, v); else if (k === "on") for (const [ev, f] of Object.entries(v)) e.addEventListener(ev, f);
    else e[k] = v;
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k);
  return e;
}

// ------------------------------------------------------------ connection

function loadSeat() {
  try { const s = JSON.parse(localStorage.getItem(KEY) || "null"); if (s && s.token) { token = s.token; seat = s.seat; } } catch (e) { /* ignore */ }
}

function connect() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  ws = new WebSocket(`${proto}//${location.host}/ws/${encodeURIComponent(gid)}`);
  ws.onopen = () => { retry = 500; ws.send(JSON.stringify(token ? { type: "auth", token } : { type: "watch" })); };
  ws.onmessage = (ev) => onMessage(JSON.parse(ev.data));
  ws.onclose = () => {
    if (closedByUs) return;
    $("prompt").textContent = "Disconnected — reconnecting…";
    setTimeout(connect, retry); retry = Math.min(retry * 2, 8000);
  };
}

function send(obj) {
  if (!ws || ws.readyState !== 1) return;
  ws.send(JSON.stringify(obj));
}

function act(extra) {
  if (!last || pending) return;
  pending = true;
  clearTimeout(autoTimer);
  $("error").textContent = "";
  send(Object.assign({ type: "act", seq: nextSeq, version: last.version }, extra));
  document.body.classList.add("waiting");
}

function onMessage(m) {
  if (m.type === "hello") {
    seat = m.seat;
    if (m.next_seq) nextSeq = m.next_seq;
    document.body.dataset.role = m.role;
    $("concede").classList.toggle("hidden", m.role !== "player");
    $("undo").classList.toggle("hidden", m.role !== "player");
    $("autopass").parentElement.classList.toggle("hidden", m.role !== "player");
  } else if (m.type === "state") {
    last = m; pending = false;
    if (m.next_seq) nextSeq = m.next_seq;
    document.body.classList.remove("waiting");
    appendLog(m.log || [], m.log_reset);
    render();
  } else if (m.type === "error") {
    pending = false;
    document.body.classList.remove("waiting");
    $("error").textContent = `${m.code}: ${m.message}`;
    if (m.code === "bad_token") { localStorage.removeItem(KEY); token = null; closedByUs = true; ws.close(); showJoin(); }
    if (m.code === "no_game") { closedByUs = true; $("prompt").textContent = "No such game."; }
  } else if (m.type === "seats" && last) {
    last.seats = m.seats; renderTurn();
  }
}

// ------------------------------------------------------------ rendering

function colorClass(o) {
  const c = o.colors || "";
  return c.length > 1 ? "c-M" : c.length === 1 ? "c-" + c : "";
}

function cardEl(o, opts) {
  const face = o.face_down && o.name === "face-down";
  const e = el("div", { className: `card ${o.tapped ? "tapped" : ""} ${face ? "facedown" : colorClass(o)}`, dataset: { id: o.id, name: o.name } });
  e.append(el("div", { className: "cname", textContent: face ? "Face-down" : o.name }));
  if (o.mana_cost) e.append(el("div", { className: "cost", textContent: o.mana_cost }));
  if (o.types) e.append(el("div", { className: "ctype", textContent: [...(o.supertypes || []), ...o.types].join(" ") + (o.subtypes && o.subtypes.length ? " — " + o.subtypes.join(" ") : "") }));
  const badges = el("div", { className: "badges" });
  for (const [k, n] of Object.entries(o.counters || {})) badges.append(el("span", { className: "badge", textContent: `${k} ×${n}` }));
  if (o.damage) badges.append(el("span", { className: "badge dmg", textContent: `${o.damage} dmg` }));
  if (o.token) badges.append(el("span", { className: "badge", textContent: "token" }));
  if (o.keywords && o.keywords.length) badges.append(el("span", { className: "badge", textContent: o.keywords.join(", ") }));
  if (badges.childElementCount) e.append(badges);
  if (o.power !== undefined) {
    const pt = el("div", { className: "pt", textContent: `${o.power}/${o.toughness}` });
    const bp = parseInt(o.base_power, 10), bt = parseInt(o.base_toughness, 10);
    if (!Number.isNaN(bp) && !Number.isNaN(bt)) {
      const d = (o.power - bp) + (o.toughness - bt);
      if (o.power !== bp || o.toughness !== bt) { pt.classList.add(d >= 0 ? "up" : "down"); pt.title = `printed ${o.base_power}/${o.base_toughness}`; }
    }
    e.append(pt);
  }
  e.addEventListener("mouseenter", () => showCard(o));
  e.addEventListener("click", (ev) => { showCard(o); if (opts && opts.length) { ev.stopPropagation(); choose(opts, ev); } });
  if (opts && opts.length) e.classList.add("opt");
  return e;
}

let shown = 0;  // the latest card asked for: an earlier, slower fetch must not add to it
async function showCard(o) {
  const box = $("detail");
  const ask = ++shown;
  box.replaceChildren();
  box.classList.remove("muted");
  if (o.face_down && o.name === "face-down") { box.append(el("div", { className: "dname", textContent: "Face-down card" }), "A 2/2 creature with no name, text, subtypes or mana cost (708.2)."); return; }
  const extra = [];
  if (o.power !== undefined) extra.push(`Now ${o.power}/${o.toughness}`);
  if (o.damage) extra.push(`${o.damage} damage marked`);
  for (const [k, n] of Object.entries(o.counters || {})) extra.push(`${n} ${k} counter(s)`);
  if (o.tapped) extra.push("tapped");
  box.append(el("div", { className: "dname", textContent: o.name }));
  let info = cardCache.get(o.name);
  if (info === undefined) {
    try { const r = await fetch("/api/card?name=" + encodeURIComponent(o.name)); info = r.ok ? await r.json() : null; } catch (e) { info = null; }
    cardCache.set(o.name, info);
    if (ask !== shown) return;
  }
  if (info) for (const f of info.faces) {
    box.append(el("div", { className: "cost", textContent: `${f.mana_cost || ""}  ${f.type_line}` }));
    box.append(el("div", { textContent: f.text || "" }));
    if (f.power !== null && f.power !== undefined) box.append(el("div", { textContent: `${f.power}/${f.toughness}` }));
    if (f.loyalty) box.append(el("div", { textContent: `Loyalty ${f.loyalty}` }));
  }
  if (extra.length) box.append(el("div", { className: "muted", textContent: extra.join(" · ") }));
}

function choose(opts, ev) {
  if (opts.length === 1) { act({ option: opts[0].i }); return; }
  const menu = $("menu");
  menu.replaceChildren(...opts.map((o) => el("button", { textContent: o.text, dataset: { verb: o.verb, i: o.i },
    on: { click: (e) => { e.stopPropagation(); hideMenu(); act({ option: o.i }); } } })));
  menu.classList.remove("hidden");
  const x = Math.min(ev.clientX, innerWidth - 290), y = Math.min(ev.clientY, innerHeight - 40 * opts.length - 10);
  menu.style.left = x + "px"; menu.style.top = Math.max(4, y) + "px";
}
function hideMenu() { $("menu").classList.add("hidden"); }
document.addEventListener("click", hideMenu);

function renderTurn() {
  const s = last.state;
  const act = s.players[s.active_player];
  let t = s.turn ? `Turn ${s.turn} · ${act ? act.name : ""} · ${STEPS[s.step] || s.step}` : "Starting";
  if (seat === null || seat === -1) t += " · watching";
  $("turn").textContent = t;
}

function renderPlayer(p, s, byCard, byPlayer, isMe) {
  const box = el("section", { className: "player" + (p.id === s.active_player ? " active" : ""), dataset: { player: p.id } });
  const head = el("div", { className: "phead" });
  const seatInfo = (last.seats || [])[p.id];
  head.append(el("span", { className: "name", textContent: p.name + (isMe ? " (you)" : "") }));
  head.append(el("span", { className: "life" + (p.in_game ? "" : " lost"), textContent: `♥ ${p.life}` }));
  if (p.poison) head.append(el("span", { textContent: `☠ ${p.poison}` }));
  for (const [k, n] of Object.entries(p.counters || {})) head.append(el("span", { textContent: `${k} ${n}` }));
  if (p.monarch) head.append(el("span", { textContent: "♛ monarch" }));
  if (seatInfo && !seatInfo.connected) head.append(el("span", { className: "muted", textContent: seatInfo.open ? "(open seat)" : "(away)" }));
  const pool = (p.mana_pool || []).map((n, i) => n ? `{${"WUBRGC"[i]}}×${n}` : "").filter(Boolean).join(" ");
  const zones = el("div", { className: "zones" },
    el("span", { textContent: `hand ${p.hand_size}` }), el("span", { textContent: `library ${p.library_size}` }),
    el("button", { textContent: `graveyard ${p.graveyard.length}`, on: { click: (e) => { e.stopPropagation(); listZone(`${p.name}'s graveyard`, p.graveyard); } } }));
  const ex = s.exile.filter((o) => o.owner === p.id);
  if (ex.length) zones.append(el("button", { textContent: `exile ${ex.length}`, on: { click: (e) => { e.stopPropagation(); listZone(`${p.name}'s exile`, ex); } } }));
  if (pool) zones.append(el("span", { textContent: "mana " + pool }));
  head.append(zones);
  box.append(head);
  const popts = byPlayer.get(p.id);
  if (popts && popts.length) {
    box.classList.add("target");
    box.addEventListener("click", (ev) => choose(popts, ev));
  }
  const perms = s.battlefield.filter((o) => (o.controller ?? o.owner) === p.id && o.attached_to === undefined);
  const attached = s.battlefield.filter((o) => o.attached_to !== undefined);
  const mk = (o) => {
    const e = cardEl(o, byCard.get(o.id));
    const on = attached.filter((a) => a.attached_to === o.id);
    if (on.length) e.append(el("div", { className: "attached" }, ...on.map((a) => cardEl(a, byCard.get(a.id)))));
    return e;
  };
  // 903.6, 903.8: the command zone (commanders, emblems), each commander with the tax it would cost now
  const cmd = (s.command || []).filter((o) => o.owner === p.id);
  const cmdInfo = new Map((p.commanders || []).filter((c) => c.id !== undefined).map((c) => [c.id, c]));
  if (p.commanders) {
    const row = el("div", { className: "cards command-row", dataset: { row: "command" } }, el("span", { className: "zlabel", textContent: "Command" }));
    for (const o of cmd) {
      const e = cardEl(o, byCard.get(o.id));
      const c = cmdInfo.get(o.id);
      if (c) e.append(el("div", { className: "badge tax", textContent: `commander · tax {${c.tax}}` }));
      row.append(e);
    }
    for (const c of p.commanders) if (c.zone !== "command") {
      row.append(el("span", { className: "badge cmd-away", textContent: `${c.name}: ${c.zone === "hidden" ? "in a hidden zone" : "on the " + c.zone}` + (c.tax ? ` (tax {${c.tax}})` : "") }));
    }
    box.append(row);
  } else if (cmd.length) {
    box.append(el("div", { className: "cards command-row", dataset: { row: "command" } }, el("span", { className: "zlabel", textContent: "Command" }), ...cmd.map((o) => cardEl(o, byCard.get(o.id)))));
  }
  const lands = perms.filter((o) => (o.types || []).includes("Land") && !(o.types || []).includes("Creature"));
  const rest = perms.filter((o) => !lands.includes(o));
  const orphan = attached.filter((a) => !s.battlefield.some((o) => o.id === a.attached_to) && (a.controller ?? a.owner) === p.id);
  box.append(el("div", { className: "rows" },
    el("div", { className: "cards", dataset: { row: "creatures" } }, ...rest.map(mk), ...orphan.map(mk)),
    el("div", { className: "cards land-row", dataset: { row: "lands" } }, ...lands.map(mk))));
  if (!isMe && p.hand) box.append(el("div", { className: "cards" }, ...p.hand.map((o) => cardEl(o, byCard.get(o.id)))));
  return box;
}

function listZone(title, cards) {
  shown++;
  const box = $("detail");
  box.replaceChildren(el("div", { className: "dname", textContent: title }));
  if (!cards.length) box.append("empty");
  for (const o of cards) box.append(el("div", { className: "zone-item", textContent: o.name, on: { click: (e) => { e.stopPropagation(); showCard(o); } } }));
}

function render() {
  const s = last.state;
  renderTurn();
  const d = s.decision;
  document.body.dataset.version = last.version;  // (for tests and user scripts: what the page shows)
  document.body.dataset.decision = s.result ? "over" : d ? d.kind + (d.mine ? ":mine" : "") : "";
  const mine = d && d.mine;
  const byCard = new Map(), byPlayer = new Map();
  const opts = (mine && d.options) || [];
  for (const o of opts) {
    for (const id of o.refs || []) { if (!byCard.has(id)) byCard.set(id, []); byCard.get(id).push(o); }
    if (["target_player", "first"].includes(o.verb)) for (const p of o.players || []) { if (!byPlayer.has(p)) byPlayer.set(p, []); byPlayer.get(p).push(o); }
  }
  const me = s.players.find((p) => p.id === seat);
  $("opponents").replaceChildren(...s.players.filter((p) => p !== me).map((p) => renderPlayer(p, s, byCard, byPlayer, false)));
  $("me").replaceChildren(...(me ? [renderPlayer(me, s, byCard, byPlayer, true)] : []));
  renderCommanderDamage(s);
  $("stack").replaceChildren(...[...s.stack].reverse().map((o) => cardEl(o, byCard.get(o.id))));
  $("stack-zone").classList.toggle("empty", !s.stack.length);
  $("hand-zone").classList.toggle("hidden", !me);
  $("hand").replaceChildren(...(me && me.hand ? me.hand.map((o) => cardEl(o, byCard.get(o.id))) : []));
  renderDecision(s, d, opts);
  $("undo").disabled = !last.can_undo || !!s.result;
  $("concede").disabled = !!s.result;
  maybeAutoPass(s, d, opts);
}

// 903.10a, 704.6c: combat damage each commander has dealt each player (21 loses, except in Brawl, 903.12h)
function renderCommanderDamage(s) {
  const box = $("cmd-damage");
  if (!s.players.some((p) => p.commanders)) { box.classList.add("hidden"); return; }
  box.classList.remove("hidden");
  const cols = [];
  for (const p of s.players) for (const c of p.commanders || []) cols.push([p.id, c.name]);
  for (const p of s.players) for (const d of p.commander_damage || []) if (!cols.some(([o, n]) => o === d.owner && n === d.commander)) cols.push([d.owner, d.commander]);
  const head = el("tr", null, el("th", { textContent: "dealt to ↓" }), ...cols.map(([o, n]) => el("th", { textContent: n.split(",")[0], title: `${n} (${s.players[o] ? s.players[o].name : "?"}'s commander)` })));
  const rows = s.players.map((p) => el("tr", { dataset: { player: p.id } }, el("th", { textContent: p.name, title: p.name }), ...cols.map(([o, n]) => {
    const d = (p.commander_damage || []).find((x) => x.owner === o && x.commander === n);
    const v = d ? d.damage : 0;
    return el("td", { className: v >= 15 ? "hot" : v ? "" : "muted", textContent: o === p.id && !v ? "—" : String(v) });
  })));
  box.replaceChildren(el("h3", { textContent: "Commander damage" }), el("table", { className: "cmd-matrix" }, head, ...rows));
}

function renderDecision(s, d, opts) {
  const box = $("options");
  box.replaceChildren();
  if (s.result) {
    const r = s.result;
    const names = (r.winners || []).map((w) => s.players[w].name);
    $("prompt").replaceChildren(el("span", { className: "result", textContent: r.draw || !names.length ? `The game is a draw (${r.reason}).` : `${names.join(", ")} wins (${r.reason}).` }));
    box.append(el("a", { href: "/", textContent: "Back to the lobby" }));
    return;
  }
  if (!d) { $("prompt").textContent = "…"; return; }
  $("prompt").textContent = d.mine ? d.prompt : d.prompt;
  if (!d.mine) return;
  for (const o of opts) {
    box.append(el("button", { className: "opt", textContent: o.text, dataset: { verb: o.verb, i: o.i }, on: { click: () => act({ option: o.i }) } }));
  }
  if (d.number && (!d.options || d.options.length > 12)) {
    const inp = el("input", { type: "number", min: d.number.min, max: d.number.max, value: d.number.max, id: "number" });
    box.append(el("span", { className: "num" }, `${d.number.min}–${d.number.max}: `, inp,
      el("button", { textContent: "OK", on: { click: () => act({ number: Number(inp.value) }) } })));
  }
  if (d.assign && !d.options) {
    const inputs = d.assign.recipients.map((r) => [r, el("input", { type: "number", min: 0, max: d.assign.power, value: 0, size: 3 })]);
    const form = el("span", { className: "num" }, `Assign ${d.assign.power}: `);
    for (const [r, inp] of inputs) form.append(r.name + " ", inp, " ");
    form.append(el("button", { textContent: "Assign", on: { click: () => act({ assign: inputs.map(([r, inp]) => [r.entity, Number(inp.value)]).filter(([, n]) => n > 0) }) } }));
    box.append(form);
  }
}

function maybeAutoPass(s, d, opts) {
  clearTimeout(autoTimer);
  if (!$("autopass").checked || !d || !d.mine || d.kind !== "priority") return;
  const pass = opts.find((o) => o.verb === "pass");
  if (!pass) return;
  const onlyPass = opts.every((o) => o.verb === "pass");
  const myMain = s.active_player === seat && (s.step === "main1" || s.step === "main2");
  if (onlyPass || (!s.stack.length && !myMain)) autoTimer = setTimeout(() => act({ option: pass.i }), 60);
}

function appendLog(lines, reset) {
  const ol = $("log");
  if (reset) ol.replaceChildren();
  for (const [, , text] of lines) ol.append(el("li", { className: text.startsWith("— ") ? "turn" : "", textContent: text }));
  while (ol.childElementCount > 400) ol.firstChild.remove();
  ol.scrollTop = ol.scrollHeight;
}

// ------------------------------------------------------------ joining

async function showJoin() {
  $("join").classList.remove("hidden");
  $("join-btn").onclick = async () => {
    const r = await fetch(`/api/games/${encodeURIComponent(gid)}/join`, { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: $("join-name").value }) });
    const j = await r.json();
    if (!r.ok) { $("join-msg").textContent = j.error; return; }
    localStorage.setItem(KEY, JSON.stringify({ token: j.token, seat: j.seat }));
    token = j.token; seat = j.seat;
    $("join").classList.add("hidden");
    closedByUs = false; connect();
  };
  $("watch-btn").onclick = () => { $("join").classList.add("hidden"); closedByUs = false; connect(); };
}

$("undo").addEventListener("click", () => { if (last) { send({ type: "undo", seq: nextSeq, version: last.version }); } });
$("concede").addEventListener("click", () => { if (confirm("Concede this game?")) send({ type: "concede", seq: nextSeq }); });
$("autopass").addEventListener("change", () => last && render());
$("share").addEventListener("click", () => {
  const base = `${location.origin}/game/${gid}`;
  listZone("Links", []);
  $("detail").replaceChildren(el("div", { className: "dname", textContent: "Links" }),
    el("div", { textContent: `Join (open seats): ${base}` }), el("div", { textContent: `Watch: ${base}?watch=1` }));
});

loadSeat();
if (token || params.get("watch")) connect(); else showJoin();
