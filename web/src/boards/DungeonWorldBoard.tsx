/**
 * Dungeon World in SVG: the revealed grid (terrain, walls, doors, keys,
 * stairs, pits, teleporters, `?` squares, furnishings, chests), every model
 * in sight with its side, hits and counters, both sides' kill zones, the
 * acting model ringed; for the option hovered or focused, what it does on the
 * board (a shot's line of sight, a melee's models, a square) with the odds of
 * the attack, the button's figures. The squares and models that answer the
 * decision asked now are laid over it (Grid.tsx, GridPicks.tsx): a click
 * there answers. Each model keeps its label the whole game (the view model
 * gives it). Then a legend, the models in sight, the
 * heroes' sheets and the Draken Master's victory points. The text alternative
 * is Board's.
 */
import type { DwAttackOdds, DwFeatureView, DwModelView, DwOptionHint, DwViewModel } from '../../../src/systems/dungeon-world/view/view-model.ts';
import { RowTable } from './RowTable.tsx';
import { FigureLegend, Grid, Token, squareBox, type Box, type PickProps } from './Grid.tsx';

const S = 32; // square size

const TERRAIN: Record<string, [string, string]> = {
  '.': ['floor', 'floor'], ',': ['rough', 'rough ground'], r: ['rock', 'rock slide'], '~': ['water', 'water'], '#': ['wall', 'wall'], O: ['pit', 'pit'],
  '+': ['door-shut', 'closed door'], '/': ['door-open', 'open door'], f: ['furnishing', 'furnishing'], t: ['table', 'table or chair'], T: ['teleporter', 'teleporter'],
  S: ['stairs', 'staircase'], '?': ['trap', 'trap counter (?)'],
};

/** A feature's words and its mark on the square. */
const FEATURE: Record<string, [string, string]> = {
  door: ['door', ''], key: ['key', 'k'], stairs: ['staircase', 'S'], teleporter: ['teleporter', 'T'], trap: ['? square', '?'], chest: ['treasure chest', 'C'],
  treasure: ['treasure', '$'], campfire: ['campfire', 'F'], altar: ['altar', 'A'], 'crate-apples': ['crate of apples', 'c'], 'crate-skulls': ['crate of skulls', 'c'],
  'weapons-rack': ['weapons rack', 'W'], bed: ['bed', 'B'], bookcase: ['bookcase', 'b'], table: ['table', 't'], chair: ['chair', 'h'], 'wizards-table': ["wizard's table", 'Z'],
  food: ['table of food', 'f'], 'torture-rack': ['torture rack', 'R'], tome: ['tome', 'm'], coffin: ['coffin', 'V'], grill: ['floor grill', 'g'], trapdoor: ['trap door', 'D'],
  well: ['well', 'w'], pool: ['pool', 'p'], antidote: ['antidote', 'a'], 'portable-teleporter': ['portable teleporter', 'P'], 'health-potion': ['healing potion', '+'], 'major-health-potion': ['major healing potion', '+'],
};

/** Terrain told apart by a texture as well as its colour (colour is never the only cue). */
const TEXTURED = new Set(['rough', 'rock', 'water', 'pit']);

/** The textures: rough ground dotted, a rock slide lined both ways, water waved, a pit ringed; the kill zones hatched (monsters') or dotted (heroes'). */
function Textures() {
  return (
    <defs>
      <pattern id="dw-tx-rough" width={8} height={8} patternUnits="userSpaceOnUse">
        <circle cx={2} cy={2} r={1} class="tx-ink" />
        <circle cx={6} cy={6} r={1} class="tx-ink" />
      </pattern>
      <pattern id="dw-tx-rock" width={8} height={8} patternUnits="userSpaceOnUse">
        <path d="M0,8 L8,0 M0,0 L8,8" class="tx-line" />
      </pattern>
      <pattern id="dw-tx-water" width={16} height={8} patternUnits="userSpaceOnUse">
        <path d="M0,5 Q4,1 8,5 T16,5" class="tx-wave" />
      </pattern>
      <pattern id="dw-tx-pit" width={32} height={32} patternUnits="userSpaceOnUse">
        <circle cx={16} cy={16} r={9} class="tx-ring" />
      </pattern>
      <pattern id="dw-zone-monsters" width={6} height={6} patternUnits="userSpaceOnUse">
        <path d="M0,6 L6,0" class="zone-hatch" />
      </pattern>
      <pattern id="dw-zone-heroes" width={6} height={6} patternUnits="userSpaceOnUse">
        <circle cx={3} cy={3} r={0.9} class="zone-dot" />
      </pattern>
    </defs>
  );
}

export function featureName(f: DwFeatureView): string {
  const name = FEATURE[f.kind]?.[0] ?? f.kind.replace(/-/g, ' ');
  const state = f.kind === 'door' ? (f.on ? ' (open)' : ' (closed)') : f.kind === 'teleporter' ? (f.on ? ' (active)' : ' (not active)') : '';
  return `${f.colour ? `${f.colour} ` : ''}${name}${state}`;
}

function modelText(m: DwModelView): string {
  return `${m.label} ${m.fullName} (${m.side === 'heroes' ? 'hero' : 'monster'}, ${m.wounds} of ${m.maxWounds} hits left, Armour ${m.armour}${m.poison ? `, ${m.poison} poison` : ''}${m.fire ? `, ${m.fire} fire` : ''}${m.kit?.asleep ? ', asleep' : ''}) at (${m.x}, ${m.y})${m.acting ? ', acting now' : ''}`;
}

const pc = (x: number) => (x > 0 && x < 0.01 ? '<1%' : x < 1 && x > 0.99 ? '>99%' : `${Math.round(x * 100)}%`);

/** The odds of an attack in a few words, as the option's button gives them (a hit taken off; killed). */
export function oddsShort(o: DwAttackOdds): string {
  return `a hit off ${pc(o.wound)}${o.slay !== null ? ` · kills ${pc(o.slay)}` : ''}`;
}

/** The odds of the hinted attack in words (the board's caption and the hint's title). */
export function hintText(v: DwViewModel, h: DwOptionHint): string {
  const name = (id: string) => v.models.find((m) => m.id === id)?.fullName ?? id;
  if (!h.odds) return h.kind === 'model' ? `${h.targets!.map(name).join(', ')} at (${h.squares[0]!.x}, ${h.squares[0]!.y})` : `the square (${h.squares[0]!.x}, ${h.squares[0]!.y})`;
  const o = h.odds;
  const what = h.kind === 'shot' ? `${name(h.attackers![0]!)} shoots at ${name(h.targets![0]!)}${h.line?.cover ? ' (in cover)' : ''}` : `Melee: ${h.attackers!.map(name).join(', ')} against ${h.targets!.map(name).join(', ')}`;
  const need = `${o.dice} ${o.dice === 1 ? 'die' : 'dice'}, ${o.toHit > 6 ? 'no hit possible' : `hits on ${o.toHit}+`}, ${o.killOn > 6 ? 'no kill possible' : `kills on ${o.killOn}+`}`;
  return `${what}: ${need}. At least one hit ${pc(o.hit)}, at least one hit taken off ${pc(o.wound)}${o.slay !== null ? `, kills it ${pc(o.slay)}` : ''}`;
}

/** A shot's line of sight and the attack's odds beside its target, drawn above the marks of what it touches. */
function Hint(p: { v: DwViewModel; h: DwOptionHint }) {
  const { h } = p;
  const c = (q: { x: number; y: number }) => [q.x * S + S / 2, q.y * S + S / 2] as const;
  const last = h.squares[h.kind === 'melee' ? 0 : h.squares.length - 1];
  const at = h.line ? c(h.line.to) : last ? c(last) : null;
  const text = h.odds ? oddsShort(h.odds) : '';
  const w = text.length * 6.2 + 8;
  // The odds box stays inside the map: left of the target near the right edge, below it near the top.
  // Above and right of the target, clear of its token; kept inside the squares drawn.
  const bx = at ? Math.max(p.v.axes.x0 * S, Math.min(at[0] + S / 2, (p.v.axes.x0 + p.v.axes.width) * S - w)) : 0;
  const by = at ? (at[1] - S / 2 - 20 < p.v.axes.y0 * S ? at[1] + S / 2 + 2 : at[1] - S / 2 - 20) : 0;
  return (
    <g class={`hint hint-${h.kind}`} aria-hidden="true">
      {h.line && <line x1={c(h.line.from)[0]} y1={c(h.line.from)[1]} x2={c(h.line.to)[0]} y2={c(h.line.to)[1]} class={`sight${h.line.cover ? ' cover' : ''}`} />}
      {h.odds && at && (
        <g transform={`translate(${bx},${by})`} class="hint-odds">
          <rect width={w} height={18} rx={3} />
          <text x={4} y={13} style={{ fontSize: '11px' }}>
            {text}
          </text>
        </g>
      )}
    </g>
  );
}

function DwGrid(p: { v: DwViewModel; focus: string | null; picks: PickProps | null }) {
  const v = p.v;
  const hint = p.focus ? v.hints.find((h) => h.option === p.focus) : undefined;
  const byId = new Map(v.models.map((m) => [m.id, m]));
  const place = (at: string): Box | null => {
    if (at.startsWith('fig:')) {
      const m = byId.get(at.slice(4));
      return m ? { x: m.x, y: m.y, w: 1, h: 1 } : null;
    }
    return squareBox(at);
  };
  const nameOf = (at: string) => {
    const m = at.startsWith('fig:') ? byId.get(at.slice(4)) : undefined;
    const b = place(at);
    return m ? `${m.fullName} at (${m.x}, ${m.y})` : b ? `(${b.x}, ${b.y})` : at;
  };
  const option = hint && p.picks?.options.find((o) => o.id === hint.option);
  return (
    <figure class="dw-grid">
      <figcaption>
        {v.title}: move {v.move} of {v.maxMoves}
        {v.mover ? ` · mover: ${v.mover === 'heroes' ? 'the heroes' : 'the Draken Master'}` : ''} · {v.phase}
      </figcaption>
      <Grid
        axes={v.axes}
        S={S}
        label={`The dungeon, ${v.width} by ${v.height} squares: ${v.models.filter((m) => m.side === 'heroes').length} heroes and ${v.models.filter((m) => m.side === 'monsters').length} monsters in sight`}
        place={place}
        nameOf={nameOf}
        picks={v.picks}
        pickable={p.picks}
        focus={p.focus}
        over={hint ? <Hint v={v} h={hint} /> : null}
      >
        <Textures />
        {v.rows.map((r, y) =>
          [...r].map((t, x) =>
            t === ' ' ? null : (
              <g key={`${x},${y}`}>
                <rect x={x * S} y={y * S} width={S} height={S} class={`dw-sq t-${TERRAIN[t]?.[0] ?? 'floor'}`}>
                  <title>{`(${x}, ${y}) ${TERRAIN[t]?.[1] ?? t}`}</title>
                </rect>
                {TEXTURED.has(TERRAIN[t]?.[0] ?? '') && <rect x={x * S} y={y * S} width={S} height={S} class={`dw-tx tx-${TERRAIN[t]![0]}`} fill={`url(#dw-tx-${TERRAIN[t]![0]})`} aria-hidden="true" />}
              </g>
            ),
          ),
        )}
        {v.monsterZones.map((q) => (
          <g key={`m${q.x},${q.y}`} class="zone zone-monsters">
            <rect x={q.x * S + 2} y={q.y * S + 2} width={S - 4} height={S - 4} />
            <rect x={q.x * S + 2} y={q.y * S + 2} width={S - 4} height={S - 4} fill="url(#dw-zone-monsters)" class="zone-mark" />
          </g>
        ))}
        {v.heroZones.map((q) => (
          <g key={`h${q.x},${q.y}`} class="zone zone-heroes">
            <rect x={q.x * S + 4} y={q.y * S + 4} width={S - 8} height={S - 8} />
            <rect x={q.x * S + 4} y={q.y * S + 4} width={S - 8} height={S - 8} fill="url(#dw-zone-heroes)" class="zone-mark" />
          </g>
        ))}
        {v.objective.reach.map((q) => (
          <text key={`x${q.x},${q.y}`} x={q.x * S + S / 2} y={q.y * S + S / 2 + 6} text-anchor="middle" class="dw-objective">
            <title>{`Objective: reach (${q.x}, ${q.y})`}</title>X
          </text>
        ))}
        {v.features
          .filter((f) => f.kind !== 'door' || f.colour)
          .map((f, i) => (
            <g key={`f${i}`} class={`feature f-${f.kind}${f.on ? ' on' : ''}`}>
              <title>{`${featureName(f)} at (${f.x}, ${f.y})`}</title>
              <rect x={f.x * S + 3} y={f.y * S + 3} width={S - 6} height={S - 6} rx={4} class="feature-box" style={f.colour ? { stroke: f.colour, strokeWidth: 3 } : undefined} />
              <text x={f.x * S + S / 2} y={f.y * S + S / 2 + 5} text-anchor="middle" class="feature-mark">
                {FEATURE[f.kind]?.[1] || (f.kind === 'door' ? 'D' : '•')}
              </text>
            </g>
          ))}
        {v.models.map((m) => {
          const marked = hint?.attackers?.includes(m.id) ? 'attacker' : hint?.targets?.includes(m.id) ? 'target' : undefined;
          return (
            <g key={m.id}>
              <Token x={m.x} y={m.y} S={S} label={m.label} side={m.side === 'heroes' ? 'hero' : 'monster'} acting={m.acting} hp={m.maxWounds > 0 ? m.wounds / m.maxWounds : 0} title={modelText(m)} {...(marked ? { marked } : {})} />
              {/* Counters by shape as well as colour: poison a drop (pointing down), fire a flame (pointing up). */}
              {m.poison > 0 && <polygon points={`${m.x * S + S - 10},${m.y * S + 1} ${m.x * S + S - 1},${m.y * S + 1} ${m.x * S + S - 5.5},${m.y * S + 10}`} class="counter poison" />}
              {m.fire > 0 && <polygon points={`${m.x * S + 1},${m.y * S + 10} ${m.x * S + 10},${m.y * S + 10} ${m.x * S + 5.5},${m.y * S + 1}`} class="counter fire" />}
            </g>
          );
        })}
      </Grid>
      <p class="grid-hint dw-hint" aria-live="polite">
        {hint ? (hint.odds ? hintText(v, hint) : (option?.label ?? hintText(v, hint))) : v.hints.some((h) => h.odds) ? 'Point at an attack to see its line of sight and odds on the board.' : ''}
        {!hint && p.picks && v.picks.length ? ' Click a marked square or model to choose there.' : ''}
      </p>
      <FigureLegend figures={v.models.map((m) => ({ key: m.id, label: m.label, name: m.fullName, side: m.side === 'heroes' ? 'hero' : 'monster' }))} />
      <p class="legend muted">
        Circles: heroes (digits) · squares: monsters (letters) · red hatched: the monsters' kill zones · blue dotted: the heroes' · dots: rough ground · lines both ways: rock slide · waves: water · ringed black: pit · X objective · T teleporter · S stairs · ? trap square · C chest · k key · $ treasure · ▼ green: poison, ▲ orange: fire
      </p>
    </figure>
  );
}

const list = (xs: readonly string[]) => xs.join(', ') || '-';

/** The scenario's objective in words: reach a square, slay a monster, carry gold (the heroes' total so far). */
function objective(m: DwViewModel): string {
  const o = m.objective;
  const carried = m.heroes.reduce((a, h) => a + (h.kit ? h.kit.gold + 25 * h.kit.stacks : 0), 0);
  const parts = [
    o.reach.length ? `reach ${o.reach.map((q) => `(${q.x}, ${q.y})`).join(' or ')}` : '',
    o.slay.length ? `slay ${o.slay.join(', ')}` : '',
    o.gold ? `carry ${o.gold} gold (${carried} so far)` : '',
  ];
  return parts.filter(Boolean).join(' or ') || 'none';
}

export function DungeonWorldBoard(p: { m: DwViewModel; focus: string | null; picks?: PickProps | null }) {
  const m = p.m;
  const ended = m.outcome !== 'playing';
  return (
    <div class="dw-board">
      <p class="summary">
        Move {m.move} of {m.maxMoves} · Draken Master's victory points {m.victoryPoints} of {m.victoryLimit}{' '}
        <meter min={0} max={m.victoryLimit} value={m.victoryPoints} aria-label="Victory points against the limit" /> · objective: {objective(m)}
        {m.waiting.length ? ` · waiting to re-spawn: ${m.waiting.join(', ')}` : ''}
      </p>
      {ended && (
        <p class="dw-ending" role="note" aria-label="How the game ended">
          {m.outcome === 'heroes-won' ? 'The heroes won' : m.outcome === 'master-won' ? 'The Draken Master won' : m.outcome === 'retreated' ? 'The heroes retreated through the teleporters' : 'Time ran out'} on move {m.move}: {m.kills.monsters} monster{m.kills.monsters === 1 ? '' : 's'} slain, {m.kills.heroes} hero{m.kills.heroes === 1 ? '' : 'es'} killed, the Draken Master's victory points {m.victoryPoints} of {m.victoryLimit}.{' '}
          {m.shopOpen ? 'Ye Olde Shoppe is open: each hero spends its own gold (the sheets below show it); the next game of the campaign follows.' : ''}
        </p>
      )}
      <DwGrid v={m} focus={p.focus} picks={p.picks ?? null} />
      <RowTable
        class="fighters"
        caption="In sight"
        columns={['Mark', 'Name', 'Side', 'Hits', 'Move', 'Attacks', 'Shoots', 'Armour', 'Counters', 'Square']}
        rows={m.models.map((x) => ({
          key: x.id,
          acting: x.acting,
          cells: [x.label, x.fullName, x.side === 'heroes' ? 'hero' : 'monster', `${x.wounds}/${x.maxWounds}`, x.movement, x.attacks, x.shooting ?? '-', x.armour, [x.poison ? `poison ${x.poison}` : '', x.fire ? `fire ${x.fire}` : ''].filter(Boolean).join(', ') || '-', `${x.x},${x.y}`],
        }))}
      />
      <RowTable
        class="sheets-2hdc dw-sheets"
        caption="The heroes"
        columns={['Name', 'State', 'Hits', 'Gold', 'Items', 'Keys', 'Power-ups', 'Spells', 'Skills and abilities']}
        markCurrent={false}
        rows={m.heroes.map((h) => ({
          key: h.id,
          acting: h.acting,
          ...(h.yours ? { class: 'yours' } : {}),
          cells: [
            // With several hero players (a room): the seat that runs the hero; the viewer's own heroes say so in words.
            h.yours ? `${h.name} · yours` : h.player ? `${h.name} · ${h.player}'s` : h.name,
            `${h.status === 'in-play' ? 'in play' : h.status}${h.kit?.asleep ? ', asleep' : ''}${h.deaths ? `, killed ${h.deaths}×` : ''}`,
            `${h.wounds}/${h.maxWounds}`,
            h.kit ? `${h.kit.gold}${h.kit.stacks ? ` + ${h.kit.stacks} stack${h.kit.stacks > 1 ? 's' : ''}` : ''}` : '-',
            list(h.kit?.items ?? []),
            list(h.kit?.keys ?? []),
            list(h.kit?.powerUps ?? []),
            list(h.kit?.spells ?? []),
            `${list(h.abilities.filter((a) => !h.kit?.spells.includes(a)))}${h.kit && h.kit.familiar !== 'none' ? `; familiar (${h.kit.familiar})` : ''}`,
          ],
        }))}
      />
    </div>
  );
}
