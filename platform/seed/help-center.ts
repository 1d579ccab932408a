import type { Queryable } from '../db/index';

/**
 * The help centre's topics (`GET /wps/system/helpCenter`, shown on /helpmc): what an operator
 * keeps in its back office next to the site's own help articles: the house rules, bonus
 * terms and payment channels with their limits, which change more often than an article.
 * HTML on purpose (tables, lists, bold, links), as the operator's editor produces it; the site
 * sanitises it. Written in English and Filipino; other languages get the English ones.
 */
export interface HelpTopicSeed {
  title: string;
  content: string;
}

const EN: readonly HelpTopicSeed[] = [
  {
    title: 'Betting rules',
    content:
      '<p>A bet is accepted once it appears in your <b>Betting record</b> with a ticket number. Until then it has not been placed and nothing is taken from your balance.</p>' +
      '<ul><li>Bets cannot be cancelled or changed after they are accepted.</li>' +
      '<li>Sports bets are settled on the official result at the end of regular time, including stoppage time but not extra time or penalties, unless the market says otherwise.</li>' +
      '<li>If an event is abandoned or postponed for more than 48 hours, bets on it are void and the stake is returned.</li>' +
      '<li>Obvious errors in odds or prices are void at the price shown; the stake is returned.</li>' +
      '<li>The maximum payout of one bet is 500,000.00.</li></ul>' +
      '<p>If you disagree with a settlement, contact customer service within <b>7 days</b> with the ticket number.</p>',
  },
  {
    title: 'Bonus and turnover rules',
    content:
      '<p>A bonus is added to your balance when you claim it and must be played through before it, and what you win with it, can be withdrawn.</p>' +
      '<table><thead><tr><th scope="col">Game type</th><th scope="col">Counts towards turnover</th></tr></thead>' +
      '<tbody><tr><td>Slots and fishing</td><td>100%</td></tr><tr><td>Card games and e-lottery</td><td>50%</td></tr>' +
      '<tr><td>Live casino and sports</td><td>20%</td></tr><tr><td>Lottery and cockfighting</td><td>0%</td></tr></tbody></table>' +
      '<ul><li>One welcome bonus per person, household, device and payment account.</li>' +
      '<li>While a bonus is active, a single bet may be at most 500.00.</li>' +
      '<li>An unclaimed bonus expires after 7 days; turnover not completed within 30 days cancels the bonus and its winnings.</li></ul>' +
      '<p>Each offer\'s own terms are on the <a href="/promotions">Promotions page</a> and apply first.</p>',
  },
  {
    title: 'Deposit channels and limits',
    content:
      '<table><thead><tr><th scope="col">Channel</th><th scope="col">Minimum</th><th scope="col">Maximum</th><th scope="col">Usually credited</th></tr></thead>' +
      '<tbody><tr><td>GCash</td><td>100.00</td><td>50,000.00</td><td>within 3 minutes</td></tr>' +
      '<tr><td>Maya</td><td>100.00</td><td>50,000.00</td><td>within 5 minutes</td></tr>' +
      '<tr><td>Online bank transfer (InstaPay)</td><td>500.00</td><td>100,000.00</td><td>within 15 minutes</td></tr>' +
      '<tr><td>Over the counter (7-Eleven)</td><td>200.00</td><td>10,000.00</td><td>within 30 minutes</td></tr></tbody></table>' +
      "<p>Deposits are free of charge. Pay from an account in <b>your own name</b>; payments from someone else's account are returned.</p>",
  },
  {
    title: 'Withdrawal channels and limits',
    content:
      '<table><thead><tr><th scope="col">Channel</th><th scope="col">Minimum</th><th scope="col">Maximum per request</th><th scope="col">Usually paid</th></tr></thead>' +
      '<tbody><tr><td>GCash</td><td>200.00</td><td>50,000.00</td><td>within 30 minutes</td></tr>' +
      '<tr><td>Maya</td><td>200.00</td><td>50,000.00</td><td>within 30 minutes</td></tr>' +
      '<tr><td>Bank transfer</td><td>500.00</td><td>200,000.00</td><td>within 1 banking day</td></tr></tbody></table>' +
      '<ul><li>Up to <b>5 withdrawals a day</b>, at most 300,000.00 in total.</li>' +
      '<li>Deposits must be played through at least once before they are withdrawn.</li>' +
      '<li>The receiving account must be in the payee name of your account, in capital letters.</li></ul>',
  },
  {
    title: 'Account verification',
    content:
      '<p>We may ask you to verify your account before a first withdrawal, before a withdrawal above 50,000.00, or when the details of your account change.</p>' +
      "<ol><li>A clear photo of one valid government ID (passport, driver's licence, UMID, PhilSys national ID or postal ID).</li>" +
      '<li>A selfie holding the same ID next to your face.</li>' +
      '<li>If asked, proof of the payment account: a screenshot of your e-wallet profile or a bank statement showing your name.</li></ol>' +
      '<p>Send the documents only through customer service. Verification usually takes less than 24 hours.</p>',
  },
  {
    title: 'Disconnections and game malfunctions',
    content:
      '<p>If your connection drops during a game round, the round is completed by the game server as if you had made no further choices, and its result is in your <b>Betting record</b>.</p>' +
      '<ul><li>In live dealer games, a round interrupted by a studio or dealer error is void and the stakes are returned.</li>' +
      '<li>A malfunction of a game voids all pays and plays of the rounds it affects.</li>' +
      '<li>Jackpot and bonus rounds that were started are always finished and paid.</li></ul>' +
      '<p>Report a problem with the game name, the time and a screenshot to customer service, so the provider can check the round.</p>',
  },
];

const TY: readonly HelpTopicSeed[] = [
  {
    title: 'Mga patakaran sa pagtaya',
    content:
      '<p>Tanggap ang taya kapag lumabas na ito sa iyong <b>Betting record</b> na may ticket number. Bago iyon, hindi pa ito naitatala at walang nababawas sa iyong balanse.</p>' +
      '<ul><li>Hindi na makakansela o mababago ang taya kapag natanggap na.</li>' +
      '<li>Ang taya sa sports ay sine-settle ayon sa opisyal na resulta sa pagtatapos ng regular na oras, kasama ang stoppage time pero hindi ang extra time o penalties, maliban kung iba ang sinasabi ng market.</li>' +
      '<li>Kapag itinigil o ipinagpaliban ang laban nang higit 48 oras, walang bisa ang mga taya rito at ibabalik ang taya.</li>' +
      '<li>Walang bisa ang halatang mali sa odds o presyo; ibabalik ang taya.</li>' +
      '<li>Ang pinakamalaking bayad sa isang taya ay 500,000.00.</li></ul>' +
      '<p>Kung hindi ka sang-ayon sa settlement, makipag-ugnayan sa customer service sa loob ng <b>7 araw</b> dala ang ticket number.</p>',
  },
  {
    title: 'Mga patakaran sa bonus at turnover',
    content:
      '<p>Idinadagdag ang bonus sa iyong balanse kapag kinuha mo ito, at kailangan itong malaro bago ma-withdraw ang bonus at ang napanalunan mo rito.</p>' +
      '<table><thead><tr><th scope="col">Uri ng laro</th><th scope="col">Bahagi sa turnover</th></tr></thead>' +
      '<tbody><tr><td>Slots at fishing</td><td>100%</td></tr><tr><td>Card games at e-lottery</td><td>50%</td></tr>' +
      '<tr><td>Live casino at sports</td><td>20%</td></tr><tr><td>Lottery at sabong</td><td>0%</td></tr></tbody></table>' +
      '<ul><li>Isang welcome bonus lang bawat tao, sambahayan, device at payment account.</li>' +
      '<li>Habang aktibo ang bonus, hanggang 500.00 lang ang isang taya.</li>' +
      '<li>Mag-e-expire ang bonus na hindi kinuha pagkalipas ng 7 araw; kapag hindi natapos ang turnover sa loob ng 30 araw, kanselado ang bonus at ang panalo nito.</li></ul>' +
      '<p>Ang sariling tuntunin ng bawat alok ay nasa <a href="/promotions">pahina ng Promotions</a> at iyon ang mauuna.</p>',
  },
  {
    title: 'Mga paraan at limitasyon ng deposito',
    content:
      '<table><thead><tr><th scope="col">Paraan</th><th scope="col">Pinakamababa</th><th scope="col">Pinakamataas</th><th scope="col">Karaniwang pagpasok</th></tr></thead>' +
      '<tbody><tr><td>GCash</td><td>100.00</td><td>50,000.00</td><td>sa loob ng 3 minuto</td></tr>' +
      '<tr><td>Maya</td><td>100.00</td><td>50,000.00</td><td>sa loob ng 5 minuto</td></tr>' +
      '<tr><td>Online bank transfer (InstaPay)</td><td>500.00</td><td>100,000.00</td><td>sa loob ng 15 minuto</td></tr>' +
      '<tr><td>Over the counter (7-Eleven)</td><td>200.00</td><td>10,000.00</td><td>sa loob ng 30 minuto</td></tr></tbody></table>' +
      '<p>Walang bayad ang deposito. Magbayad mula sa account na <b>nakapangalan sa iyo</b>; ibinabalik ang bayad mula sa account ng ibang tao.</p>',
  },
  {
    title: 'Mga paraan at limitasyon ng withdrawal',
    content:
      '<table><thead><tr><th scope="col">Paraan</th><th scope="col">Pinakamababa</th><th scope="col">Pinakamataas bawat request</th><th scope="col">Karaniwang pagbayad</th></tr></thead>' +
      '<tbody><tr><td>GCash</td><td>200.00</td><td>50,000.00</td><td>sa loob ng 30 minuto</td></tr>' +
      '<tr><td>Maya</td><td>200.00</td><td>50,000.00</td><td>sa loob ng 30 minuto</td></tr>' +
      '<tr><td>Bank transfer</td><td>500.00</td><td>200,000.00</td><td>sa loob ng 1 araw ng bangko</td></tr></tbody></table>' +
      '<ul><li>Hanggang <b>5 withdrawal bawat araw</b>, hanggang 300,000.00 lahat-lahat.</li>' +
      '<li>Kailangang malaro kahit isang beses ang deposito bago ito ma-withdraw.</li>' +
      '<li>Ang tatanggap na account ay dapat nakapangalan sa payee name ng iyong account, sa malalaking titik.</li></ul>',
  },
  {
    title: 'Pag-verify ng account',
    content:
      '<p>Maaari naming hilinging i-verify mo ang iyong account bago ang unang withdrawal, bago ang withdrawal na higit sa 50,000.00, o kapag nagbago ang detalye ng iyong account.</p>' +
      "<ol><li>Malinaw na larawan ng isang valid na government ID (passport, driver's license, UMID, PhilSys national ID o postal ID).</li>" +
      '<li>Selfie na hawak ang parehong ID sa tabi ng iyong mukha.</li>' +
      '<li>Kung hihingin, patunay ng payment account: screenshot ng profile ng iyong e-wallet o bank statement na may pangalan mo.</li></ol>' +
      '<p>Ipadala lang ang mga dokumento sa customer service. Karaniwang wala pang 24 oras ang pag-verify.</p>',
  },
  {
    title: 'Pagkaputol ng koneksyon at sira ng laro',
    content:
      '<p>Kapag naputol ang koneksyon mo habang may round, tatapusin ito ng game server na para bang wala ka nang ibang pinili, at makikita ang resulta sa iyong <b>Betting record</b>.</p>' +
      '<ul><li>Sa live dealer games, walang bisa ang round na naantala dahil sa mali ng studio o dealer, at ibabalik ang mga taya.</li>' +
      '<li>Kapag nagkasira ang laro, walang bisa ang lahat ng bayad at laro sa mga round na apektado.</li>' +
      '<li>Laging tinatapos at binabayaran ang jackpot at bonus round na nasimulan na.</li></ul>' +
      '<p>I-report ang problema sa customer service kasama ang pangalan ng laro, oras at screenshot, para masuri ng provider ang round.</p>',
  },
];

export const HELP_TOPICS: Readonly<Record<string, readonly HelpTopicSeed[]>> = { EN, TY };

/** Adds each language's topics unless that language has some already (an operator's edits stay). */
export async function seedHelpCenter(tx: Queryable): Promise<void> {
  const filled = new Set((await tx.query<{ language: string }>('SELECT DISTINCT language FROM help_topics')).map((row) => row.language));
  for (const [language, topics] of Object.entries(HELP_TOPICS)) {
    if (filled.has(language)) continue;
    for (const [sort, topic] of topics.entries()) {
      await tx.query('INSERT INTO help_topics (language, title, content, sort) VALUES ($1, $2, $3, $4)', [language, topic.title, topic.content, sort]);
    }
  }
}
