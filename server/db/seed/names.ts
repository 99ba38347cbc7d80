// Common Filipino names and places for the demo company.
export const LAST_NAMES = [
  'Dela Cruz', 'Santos', 'Reyes', 'Garcia', 'Mendoza', 'Torres', 'Flores', 'Villanueva', 'Ramos', 'Castillo',
  'Bautista', 'Aquino', 'Navarro', 'Gonzales', 'Lopez', 'Rivera', 'Domingo', 'Mercado', 'Salazar', 'Fernandez',
  'Del Rosario', 'Soriano', 'Pascual', 'Manalo', 'Aguilar', 'Valdez', 'Castro', 'Javier', 'Tolentino', 'Gutierrez',
  'Cruz', 'Lim', 'Tan', 'Sy', 'Ocampo', 'Marquez', 'Santiago', 'Dizon', 'Perez', 'Morales', 'Francisco',
  'Padilla', 'Robles', 'Samonte', 'Evangelista', 'De Guzman', 'Panganiban', 'Macaraeg', 'Lacson', 'Quiambao',
] as const;

export const MALE_FIRST_NAMES = [
  'Juan', 'Jose', 'Mark', 'John Paul', 'Christian', 'Carlo', 'Miguel', 'Rafael', 'Paolo', 'Angelo', 'Joshua',
  'Jerome', 'Ramon', 'Roberto', 'Emmanuel', 'Francis', 'Rodel', 'Ariel', 'Noel', 'Dennis', 'Ronald', 'Marvin',
  'Jayson', 'Kevin', 'Bryan', 'Renato', 'Eduardo', 'Gabriel', 'Adrian', 'Nathaniel',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Maria', 'Ana', 'Kristine', 'Angelica', 'Jennifer', 'Mary Grace', 'Camille', 'Patricia', 'Joanna', 'Michelle',
  'Rowena', 'Lorna', 'Maricel', 'Rosario', 'Liza', 'Catherine', 'Jasmine', 'Nicole', 'Bea', 'Andrea', 'Erlinda',
  'Teresita', 'Cristina', 'Marites', 'Sheila', 'Aileen', 'Princess', 'Janine', 'Katherine', 'Divina',
] as const;

export const PLACES = [
  { city: 'Makati City', province: 'Metro Manila', region: 'NCR', zip: '1226' },
  { city: 'Quezon City', province: 'Metro Manila', region: 'NCR', zip: '1100' },
  { city: 'Pasig City', province: 'Metro Manila', region: 'NCR', zip: '1600' },
  { city: 'Taguig City', province: 'Metro Manila', region: 'NCR', zip: '1634' },
  { city: 'Manila', province: 'Metro Manila', region: 'NCR', zip: '1000' },
  { city: 'Cebu City', province: 'Cebu', region: 'VII', zip: '6000' },
  { city: 'Calamba', province: 'Laguna', region: 'IV-A', zip: '4027' },
  { city: 'Bacoor', province: 'Cavite', region: 'IV-A', zip: '4102' },
  { city: 'Davao City', province: 'Davao del Sur', region: 'XI', zip: '8000' },
] as const;

export const STREETS = ['Rizal St.', 'Mabini St.', 'Bonifacio Ave.', 'Luna St.', 'Del Pilar St.', 'Quezon Ave.', 'Magsaysay Blvd.', 'Burgos St.'] as const;
export const BARANGAYS = ['San Antonio', 'Poblacion', 'San Isidro', 'Santo Niño', 'Bagong Silang', 'San Roque', 'Malinis', 'Maligaya'] as const;
