// The usual production setup: CSS imported from JavaScript goes through style-loader. Two
// pages: mountPolis with the package's style.css (index.html), the element (element.html).
export default {
  mode: 'production',
  entry: { main: './src/main.js', element: './src/element.js' },
  output: { clean: true },
  module: { rules: [{ test: /\.css$/i, use: ['style-loader', 'css-loader'] }] },
};
