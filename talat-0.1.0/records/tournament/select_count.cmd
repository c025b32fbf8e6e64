talat select --count --variant two-player standings dir match
