// What the demo conversations say. '{name}' is the other member's first name.

export type ScriptLine = { from: 'demo' | 'them'; text: string };

/** The demo member's conversations with the first of their connections, oldest line first. */
export const DEMO_SCRIPTS: readonly (readonly ScriptLine[])[] = [
  [
    {
      from: 'them',
      text: 'Hi! Saw your profile. Clinical paperwork is such a real pain: my partner is a nurse and spends her evenings charting.',
    },
    {
      from: 'demo',
      text: 'Thanks for connecting, {name}! That is the story I hear in every clinic. What are you working on these days?',
    },
    {
      from: 'them',
      text: 'Wrapping up a contract and looking for something I can go all in on. Healthcare has always been on my list.',
    },
    {
      from: 'demo',
      text: 'Would you be up for a call this week? I can walk you through the prototype and the three pilot clinics.',
    },
    { from: 'them', text: 'Definitely. Thursday afternoon works for me, or Friday morning.' },
    {
      from: 'them',
      text: 'I also watched the demo video. How are you handling data privacy with the hospitals?',
    },
    { from: 'them', text: 'Happy to share what we did for GDPR at my last company if it helps.' },
  ],
  [
    {
      from: 'demo',
      text: 'Hi {name}, thanks for the like! Your background looks like a great fit for what I am building.',
    },
    { from: 'them', text: 'Likewise! I read your bio twice. How far along is the prototype?' },
    {
      from: 'demo',
      text: 'It drafts discharge letters end to end, and three clinics are ready to pilot. Next is making it reliable enough for daily use.',
    },
    {
      from: 'them',
      text: 'That is the fun part. I would love to see how you evaluate the drafts.',
    },
    { from: 'demo', text: 'I will send over my evaluation notes tonight.' },
    {
      from: 'them',
      text: 'Got them, thanks. Some good ideas in there; let me think it over this weekend.',
    },
  ],
  [
    {
      from: 'them',
      text: 'Hey! Quick question: are you open to a part-time co-founder for the first few months?',
    },
    {
      from: 'demo',
      text: 'Open to it, as long as there is a plan to go full-time once the pilots start. What does your timeline look like?',
    },
    { from: 'them', text: 'I could go full-time from next quarter.' },
    {
      from: 'demo',
      text: 'That could work. Let us compare notes on roles and equity next week, {name}.',
    },
  ],
];

/** How many of each script's last lines the demo member has not read yet. */
export const DEMO_SCRIPT_UNREAD = [2, 1, 0] as const;

/** Lines founders exchange with each other, in any order. */
export const FOUNDER_LINES: readonly string[] = [
  'Great to connect! What are you building right now?',
  'Thanks for accepting. Your experience is exactly what I was hoping to find.',
  'I am exploring a few ideas in this space. Open to a quick call?',
  'Happy to chat. How much time are you able to commit over the next months?',
  'I have a prototype and a handful of early users. Would love your take on it.',
  'What would your ideal co-founder split of responsibilities look like?',
  'I am mostly on the product and customer side; looking for someone who loves building.',
  'Sounds interesting. Do you have any traction or a waitlist yet?',
  'We have ten customers on a paid pilot and a clear next step.',
  'Let me send you a short deck so you can see where we are.',
  'Just read through it, lots to like. A few questions about the market size.',
  'Are you based near the city? Might be easier to meet in person.',
  'Remote works fine for me, we can overlap in the afternoons.',
  'How do you usually think about equity at this stage?',
  'Thanks for the call today, really enjoyed it.',
  'Let us reconnect next week once I have spoken to a couple more customers.',
  'I sketched the architecture we talked about, have a look when you can.',
  'Good luck with the launch, keep me posted!',
];
