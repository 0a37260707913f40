module.exports = () => ({ cost: 'proximity' });
