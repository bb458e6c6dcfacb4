// The usual production setup: CSS imported from JavaScript goes through style-loader.
export default {
  mode: 'production',
  entry: './src/main.js',
  output: { clean: true },
  module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }] },
};
