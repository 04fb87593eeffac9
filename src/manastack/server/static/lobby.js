"use strict";
// The lobby: build a game request, check pasted decklists, list games. Text goes into the page only
// through textContent (player names and decklists come from other people).
const $ = (id) => document.getElementById(id);
let catalogue = { decks: [], agents: [], formats: [], commander_decks: [] };
const FORMAT_LABELS = { commander: "Commander (40 life, 903)", brawl: "Brawl (60-card decks, 903.12)",
                        commander_duel: "Commander 1 v 1 (20 life)" };

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
  const fmt = $("format").value;
  const decks = fmt ? catalogue.commander_decks : catalogue.decks;
  for (const d of decks) deck.append(el("option", { value: d.name,
    textContent: d.commanders ? `${d.commanders.join(" & ")} (${d.colors}, ${d.cards} cards)` : `${d.name} (${d.colors})` }));
  deck.append(el("option", { value: "__paste", textContent: fmt ? "Paste a decklist with a Commander section…" : "Paste a decklist…" }));
  deck.value = decks.length ? decks[i % decks.length].name : "__paste";
  const name = el("input", { className: "name", placeholder: i === 0 ? "your name" : "name (optional)", maxLength: 24 });
  const text = el("textarea", { className: "decklist hidden", placeholder: fmt ? "Commander\n1 Lyra Dawnbringer\n\nDeck\n1 Sol Ring\n…" : "4 Lightning Bolt\n20 Mountain\n…" });
  const check = el("div", { className: "check msg hidden" });
  const checkBtn = el("button", { type: "button", textContent: "Check deck", className: "hidden" });
  const showPaste = () => {
    const p = deck.value === "__paste";
    text.classList.toggle("hidden", !p); check.classList.toggle("hidden", !p); checkBtn.classList.toggle("hidden", !p);
  };
  deck.addEventListener("change", showPaste);
  showPaste();
  checkBtn.addEventListener("click", async () => {
    check.textContent = "checking…";
    const r = await fetch("/api/decklist", { method: "POST", headers: { "Content-Type": "application/json" },
                                             body: JSON.stringify({ decklist: text.value, format: $("format").value || null }) });
    const j = await r.json();
    check.className = "check msg" + (r.ok && j.ok ? "" : " err");
    if (!r.ok) { check.textContent = j.error; return; }
    const lines = [`${j.cards} cards` + (j.commanders.length ? ` + commander ${j.commanders.join(" & ")}` : "") +
                   (j.ok ? (j.format ? `: legal in ${j.format}, every card supported.` : ", every one supported.") : ":")];
    if (j.unsupported.length) lines.push("Not supported yet:", ...j.unsupported.map((u) => `• ${u.name}: ${u.missing.join("; ")}`));
    if (j.illegal.length) lines.push(`Not legal in ${j.format}:`, ...j.illegal.map((p) => "• " + p.replace(/^decklist: /, "")));
    if (j.unknown.length) lines.push("Legality unknown (card data):", ...j.unknown.map((p) => "• " + p.replace(/^decklist: /, "")));
    check.textContent = lines.join("\n");
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
  const req = { mode: $("mode").value, seats, auto_pay: $("autopay").checked, mana_abilities: $("manaabilities").checked };
  if ($("format").value) req.format = $("format").value;
  if ($("life").value !== "") req.life = Number($("life").value);
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
    const row = el("div", { className: "game-row" }, el("span", { textContent: `${g.format ? g.format + ": " : ""}${who} — turn ${g.turn}${g.over ? " (over)" : ""}` }));
    const mine = localStorage.getItem("manastack:" + g.game);
    if (mine) row.append(el("a", { href: "/game/" + g.game, textContent: "Return" }));
    else if (open && !g.over) row.append(el("a", { href: "/game/" + g.game, textContent: "Join" }));
    row.append(el("a", { href: `/game/${g.game}?watch=1`, textContent: "Watch" }));
    box.append(row);
  }
}

async function init() {
  catalogue = await (await fetch("/api/decks")).json();
  const fsel = $("format");
  for (const f of catalogue.formats || []) fsel.append(el("option", { value: f, textContent: FORMAT_LABELS[f] || f }));
  renderSeats();
  $("mode").addEventListener("change", renderSeats);
  fsel.addEventListener("change", () => {
    if (fsel.value === "commander_duel") $("mode").value = "1v1";
    $("life").placeholder = fsel.value ? "the format's" : "20";
    renderSeats();
  });
  $("create").addEventListener("submit", create);
  listGames();
  setInterval(listGames, 5000);
}
init();
