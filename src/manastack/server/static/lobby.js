"use strict";
// The lobby: build a game request, check pasted decklists, list games. Text goes into the page only
// through textContent (player names and decklists come from other people).
const $ = (id) => document.getElementById(id);
let catalogue = { decks: [], agents: [] };

function el(tag, props, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) { if (k === "dataset") Object.assign(e.dataset, v); else e[k] = v; }
  for (const k of kids) e.append(k);
  return e;
}

function seatRow(i) {
  const kind = el("select", { className: "kind" });
  if (i === 0) kind.append(el("option", { value: "human", textContent: "You" }));
  else kind.append(el("option", { value: "human", textContent: "A friend (open seat)" }));
  for (const a of catalogue.agents) kind.append(el("option", { value: "computer:" + a.spec, textContent: "Computer: " + a.label }));
  if (i > 0) kind.value = "computer:heuristic";
  const deck = el("select", { className: "deck" });
  for (const d of catalogue.decks) deck.append(el("option", { value: d.name, textContent: `${d.name} (${d.colors})` }));
  deck.append(el("option", { value: "__paste", textContent: "Paste a decklist…" }));
  deck.value = catalogue.decks[i % catalogue.decks.length].name;
  const name = el("input", { className: "name", placeholder: i === 0 ? "your name" : "name (optional)", maxLength: 24 });
  const text = el("textarea", { className: "decklist hidden", placeholder: "4 Lightning Bolt\n20 Mountain\n…" });
  const check = el("div", { className: "check msg hidden" });
  const checkBtn = el("button", { type: "button", textContent: "Check deck", className: "hidden" });
  deck.addEventListener("change", () => {
    const p = deck.value === "__paste";
    text.classList.toggle("hidden", !p); check.classList.toggle("hidden", !p); checkBtn.classList.toggle("hidden", !p);
  });
  checkBtn.addEventListener("click", async () => {
    check.textContent = "checking…";
    const r = await fetch("/api/decklist", { method: "POST", headers: { "Content-Type": "application/json" },
                                             body: JSON.stringify({ decklist: text.value }) });
    const j = await r.json();
    check.className = "check msg" + (r.ok && j.ok ? "" : " err");
    if (!r.ok) check.textContent = j.error;
    else if (j.ok) check.textContent = `${j.cards} cards, every one supported.`;
    else check.textContent = `${j.cards} cards; not supported yet:\n` +
      j.unsupported.map((u) => `• ${u.name}: ${u.missing.join("; ")}`).join("\n");
  });
  return el("div", { className: "seat", dataset: { seat: i } },
    el("strong", { textContent: `Seat ${i + 1}` }), kind, deck, name, checkBtn, text, check);
}

function renderSeats() {
  const n = $("mode").value === "ffa4" ? 4 : 2;
  const box = $("seats");
  box.replaceChildren();
  for (let i = 0; i < n; i++) box.append(seatRow(i));
}

async function create(ev) {
  ev.preventDefault();
  const seats = [...document.querySelectorAll(".seat")].map((row) => {
    const [kind, agent] = row.querySelector(".kind").value.split(/:(.*)/s);
    const s = { kind, name: row.querySelector(".name").value || undefined };
    if (agent) s.agent = agent;
    const deck = row.querySelector(".deck").value;
    if (deck === "__paste") s.decklist = row.querySelector(".decklist").value; else s.deck = deck;
    return s;
  });
  const req = { mode: $("mode").value, seats, life: Number($("life").value) || 20, auto_pay: $("autopay").checked,
                mana_abilities: $("manaabilities").checked };
  if ($("seed").value !== "") req.seed = Number($("seed").value);
  const msg = $("create-msg");
  msg.className = "msg"; msg.textContent = "starting…";
  const r = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(req) });
  const j = await r.json();
  if (!r.ok) { msg.className = "msg err"; msg.textContent = j.problems.join("\n"); return; }
  if (j.token) localStorage.setItem("manastack:" + j.game, JSON.stringify({ token: j.token, seat: j.seat }));
  location.href = j.token ? j.url : j.watch;
}

async function listGames() {
  const r = await fetch("/api/games");
  const j = await r.json();
  const box = $("games");
  box.replaceChildren();
  box.classList.toggle("muted", !j.games.length);
  if (!j.games.length) { box.textContent = "No games yet."; return; }
  for (const g of j.games) {
    const open = g.seats.some((s) => s.open);
    const who = g.seats.map((s) => s.open ? "(open)" : s.name).join(" vs ");
    const row = el("div", { className: "game-row" }, el("span", { textContent: `${who} — turn ${g.turn}${g.over ? " (over)" : ""}` }));
    const mine = localStorage.getItem("manastack:" + g.game);
    if (mine) row.append(el("a", { href: "/game/" + g.game, textContent: "Return" }));
    else if (open && !g.over) row.append(el("a", { href: "/game/" + g.game, textContent: "Join" }));
    row.append(el("a", { href: `/game/${g.game}?watch=1`, textContent: "Watch" }));
    box.append(row);
  }
}

async function init() {
  catalogue = await (await fetch("/api/decks")).json();
  renderSeats();
  $("mode").addEventListener("change", renderSeats);
  $("create").addEventListener("submit", create);
  listGames();
  setInterval(listGames, 5000);
}
init();
