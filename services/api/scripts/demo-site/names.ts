/** Name and sport material for the demo hall of fame. */
export const FIRST_NAMES_MALE = [
  'James', 'Michael', 'Robert', 'David', 'William', 'Marcus', 'Anthony', 'Daniel', 'Kevin', 'Brian',
  'Terrence', 'Luis', 'Andre', 'Thomas', 'Patrick', 'Jamal', 'Eric', 'Gregory', 'Samuel', 'Carlos',
  'Derek', 'Jason', 'Tyler', 'Nathan', 'Isaiah', 'Owen', 'Darnell', 'Ryan', 'Caleb', 'Mateo',
] as const;

export const FIRST_NAMES_FEMALE = [
  'Jennifer', 'Maria', 'Lisa', 'Karen', 'Angela', 'Michelle', 'Tanya', 'Rachel', 'Nicole', 'Keisha',
  'Laura', 'Sarah', 'Denise', 'Emily', 'Brianna', 'Gabriela', 'Hannah', 'Jasmine', 'Megan', 'Olivia',
  'Alicia', 'Courtney', 'Danielle', 'Erin', 'Sofia', 'Vanessa', 'Whitney', 'Yolanda', 'Kara', 'Naomi',
] as const;

export const LAST_NAMES = [
  'Anderson', 'Bennett', 'Brooks', 'Castillo', 'Coleman', 'Delgado', 'Dawson', 'Ellis', 'Fitzgerald',
  'Foster', 'Garcia', 'Greene', 'Hayes', 'Hernandez', 'Holloway', 'Jackson', 'Jensen', 'Kowalski',
  'Lawson', 'McAllister', 'Mendoza', 'Morrison', 'Nakamura', 'Nguyen', 'O\'Brien', 'Okafor', 'Patel',
  'Pearson', 'Quinn', 'Ramirez', 'Reyes', 'Richardson', 'Sanders', 'Schroeder', 'Sullivan', 'Thompson',
  'Underwood', 'Vasquez', 'Washington', 'Whitaker', 'Williams', 'Young', 'Zimmerman', 'Becker', 'Carter',
] as const;

export interface SportInfo {
  name: string;
  boys: boolean;
  girls: boolean;
  feats: string[];
}

export const SPORTS: SportInfo[] = [
  { name: 'Football', boys: true, girls: false, feats: ['All-State first team', 'led the Huskies to a conference title', 'set the school rushing record'] },
  { name: 'Basketball', boys: true, girls: true, feats: ['1,000-point scorer', 'All-Conference three years running', 'led the team to the state semifinals'] },
  { name: 'Track', boys: true, girls: true, feats: ['state champion in the 400 m', 'anchored the record-setting 4×400 relay', 'four-time sectional champion'] },
  { name: 'Cross Country', boys: true, girls: true, feats: ['state meet qualifier four years', 'individual sectional champion', 'captain of the undefeated dual-meet team'] },
  { name: 'Swimming', boys: true, girls: true, feats: ['state finalist in the 100 butterfly', 'held the pool record for a decade', 'All-American consideration'] },
  { name: 'Wrestling', boys: true, girls: false, feats: ['state runner-up at 152 lb', '120 career wins', 'two-time sectional champion'] },
  { name: 'Soccer', boys: true, girls: true, feats: ['all-time leading scorer', 'All-Region goalkeeper', 'captain of the state quarterfinal team'] },
  { name: 'Volleyball', boys: false, girls: true, feats: ['1,200 career kills', 'All-State setter', 'conference player of the year'] },
  { name: 'Softball', boys: false, girls: true, feats: ['pitched three no-hitters', 'school record for career home runs', 'All-State shortstop'] },
  { name: 'Baseball', boys: true, girls: false, feats: ['drafted after graduation', 'career .410 batting average', 'All-State pitcher'] },
  { name: 'Tennis', boys: true, girls: true, feats: ['state doubles champion', 'undefeated conference singles season', 'four-year varsity letterwinner'] },
];

export const COLLEGES = [
  'Michigan State University', 'University of Iowa', 'Purdue University', 'Ohio State University',
  'University of Wisconsin', 'Northwestern University', 'Indiana University', 'University of Minnesota',
  'Grand Valley State', 'Ball State University', 'Illinois State University', 'Drake University',
] as const;

export const CAREERS = [
  'went on to coach at the collegiate level', 'returned to Northfield as a physical-education teacher',
  'became a physician and team doctor', 'built a career in engineering', 'served in the U.S. Army',
  'founded a youth sports league in Northfield', 'works as a sports broadcaster', 'became a firefighter and EMT',
] as const;
