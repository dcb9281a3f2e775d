#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The pixels a `UIGraphicsImageRenderer` drew: 8-bit RGBA, not premultiplied, rows top
  /// first. Encodes itself as PNG (stored deflate blocks: exact, not small) and baseline JPEG.
  struct Bitmap: Hashable, Sendable {
    let width: Int
    let height: Int
    var rgba: [UInt8]

    init(width: Int, height: Int, opaque: Bool) {
      self.width = max(0, width)
      self.height = max(0, height)
      let pixel: [UInt8] = opaque ? [0, 0, 0, 255] : [0, 0, 0, 0]
      rgba = Array([[UInt8]](repeating: pixel, count: self.width * self.height).joined())
    }

    /// Blends `color` (components 0...1) over the pixels of `rect` (in pixels), source over.
    mutating func fill(
      _ rect: (minX: Int, minY: Int, maxX: Int, maxY: Int),
      red: Double, green: Double, blue: Double, alpha: Double
    ) {
      let x0 = max(0, rect.minX)
      let y0 = max(0, rect.minY)
      let x1 = min(width, rect.maxX)
      let y1 = min(height, rect.maxY)
      guard x0 < x1, y0 < y1 else { return }
      let a = min(1, max(0, alpha))
      let source = [red, green, blue].map { min(1, max(0, $0)) }
      for y in y0..<y1 {
        for x in x0..<x1 {
          let i = (y * width + x) * 4
          let destinationAlpha = Double(rgba[i + 3]) / 255
          let outAlpha = a + destinationAlpha * (1 - a)
          for c in 0..<3 {
            let destination = Double(rgba[i + c]) / 255
            let out =
              outAlpha == 0
              ? 0 : (source[c] * a + destination * destinationAlpha * (1 - a)) / outAlpha
            rgba[i + c] = UInt8((out * 255).rounded())
          }
          rgba[i + 3] = UInt8((outAlpha * 255).rounded())
        }
      }
    }

    // MARK: PNG

    /// A PNG file of the pixels (RGBA, 8 bits, no filtering, stored deflate blocks).
    func pngData() -> Data {
      var raw: [UInt8] = []
      raw.reserveCapacity(height * (width * 4 + 1))
      for y in 0..<height {
        raw.append(0)
        raw += rgba[(y * width * 4)..<((y + 1) * width * 4)]
      }
      var zlib: [UInt8] = [0x78, 0x01]
      var offset = 0
      repeat {
        let length = min(65_535, raw.count - offset)
        let isLast = offset + length >= raw.count
        zlib.append(isLast ? 1 : 0)
        zlib += [UInt8(length & 0xFF), UInt8(length >> 8)]
        zlib += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
        zlib += raw[offset..<(offset + length)]
        offset += length
      } while offset < raw.count
      zlib += Self.bigEndian(Self.adler32(raw))
      var header: [UInt8] = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
      header += [8, 6, 0, 0, 0]
      var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      png += Self.chunk("IHDR", header)
      png += Self.chunk("IDAT", zlib)
      png += Self.chunk("IEND", [])
      return Data(png)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let typeBytes = Array(type.utf8)
      return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
      [
        UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
        UInt8(value & 0xFF),
      ]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
      var c = UInt32(n)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
      return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
      var c: UInt32 = 0xFFFF_FFFF
      for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
      return c ^ 0xFFFF_FFFF
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
      var a: UInt32 = 1
      var b: UInt32 = 0
      for byte in bytes {
        a = (a + UInt32(byte)) % 65_521
        b = (b + a) % 65_521
      }
      return (b << 16) | a
    }

    // MARK: JPEG

    /// A baseline JPEG file of the pixels (YCbCr, no subsampling; transparency composited on
    /// black), at `quality` 0...1. Its Huffman tables give every symbol a code of fixed length
    /// (valid, simple, larger than optimal).
    func jpegData(quality: Double) -> Data {
      let q = min(1, max(0, quality))
      let scaleFactor = q < 0.5 ? 5000 / max(1, q * 100) : 200 - q * 200
      func table(_ base: [Int]) -> [UInt8] {
        base.map { UInt8(min(255, max(1, (Double($0) * scaleFactor + 50) / 100))) }
      }
      let luminance = table(Self.luminanceQuantization)
      let chrominance = table(Self.chrominanceQuantization)
      var out: [UInt8] = [0xFF, 0xD8]
      // APP0 (JFIF 1.1, no thumbnail).
      out += [0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
      // DQT: tables 0 and 1, in zigzag order.
      out += [0xFF, 0xDB, 0, 132, 0]
      out += Self.zigzag.map { luminance[$0] }
      out.append(1)
      out += Self.zigzag.map { chrominance[$0] }
      // SOF0: 8 bits, height, width, 3 components 1x1.
      out += [0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF)]
      out += [UInt8(width >> 8), UInt8(width & 0xFF), 3]
      out += [1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
      // DHT: one DC table (12 symbols, 4-bit codes) and one AC table (162 symbols, 8-bit
      // codes), shared by the components.
      var dht: [UInt8] = [0x00] + Self.lengths(count: 12, bits: 4) + Array(0...11)
      dht += [0x10] + Self.lengths(count: Self.acSymbols.count, bits: 8) + Self.acSymbols
      out += [0xFF, 0xC4, UInt8((dht.count + 2) >> 8), UInt8((dht.count + 2) & 0xFF)] + dht
      // SOS.
      out += [0xFF, 0xDA, 0, 12, 3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]
      var writer = BitWriter()
      var previousDC = [0, 0, 0]
      let blocksAcross = (width + 7) / 8
      let blocksDown = (height + 7) / 8
      for blockY in 0..<blocksDown {
        for blockX in 0..<blocksAcross {
          let planes = block(x: blockX * 8, y: blockY * 8)
          for component in 0..<3 {
            let quantization = component == 0 ? luminance : chrominance
            let coefficients = Self.forwardDCT(planes[component]).enumerated().map {
              Int((($1) / Double(quantization[$0])).rounded())
            }
            encode(
              coefficients, previousDC: &previousDC[component], into: &writer)
          }
        }
      }
      writer.flush()
      out += writer.bytes
      out += [0xFF, 0xD9]
      return Data(out)
    }

    /// The Y, Cb, Cr samples (level-shifted by 128) of the 8×8 block at (x, y), edges repeated.
    private func block(x: Int, y: Int) -> [[Double]] {
      var planes = [[Double]](repeating: [Double](repeating: 0, count: 64), count: 3)
      for row in 0..<8 {
        for column in 0..<8 {
          let px = min(width - 1, x + column)
          let py = min(height - 1, y + row)
          let i = (py * width + px) * 4
          let alpha = Double(rgba[i + 3]) / 255
          let r = Double(rgba[i]) * alpha
          let g = Double(rgba[i + 1]) * alpha
          let b = Double(rgba[i + 2]) * alpha
          planes[0][row * 8 + column] = 0.299 * r + 0.587 * g + 0.114 * b - 128
          planes[1][row * 8 + column] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
          planes[2][row * 8 + column] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
        }
      }
      return planes
    }

    private func encode(_ coefficients: [Int], previousDC: inout Int, into writer: inout BitWriter)
    {
      let dc = coefficients[0]
      let difference = dc - previousDC
      previousDC = dc
      let dcSize = Self.bitCount(difference)
      writer.write(UInt32(dcSize), bits: 4)
      writer.writeAmplitude(difference, size: dcSize)
      var run = 0
      for k in 1..<64 {
        let value = coefficients[Self.zigzag[k]]
        if value == 0 {
          run += 1
          continue
        }
        while run > 15 {
          writer.write(UInt32(Self.acCode[0xF0]!), bits: 8)
          run -= 16
        }
        let size = Self.bitCount(value)
        writer.write(UInt32(Self.acCode[UInt8(run << 4 | size)]!), bits: 8)
        writer.writeAmplitude(value, size: size)
        run = 0
      }
      if run > 0 { writer.write(UInt32(Self.acCode[0x00]!), bits: 8) }
    }

    private static func bitCount(_ value: Int) -> Int {
      var magnitude = abs(value)
      var count = 0
      while magnitude > 0 {
        count += 1
        magnitude >>= 1
      }
      return count
    }

    /// The 16 code-length counts of a table giving `count` symbols codes of `bits` bits.
    private static func lengths(count: Int, bits: Int) -> [UInt8] {
      (1...16).map { $0 == bits ? UInt8(count) : 0 }
    }

    private static func forwardDCT(_ samples: [Double]) -> [Double] {
      var result = [Double](repeating: 0, count: 64)
      for v in 0..<8 {
        for u in 0..<8 {
          var sum = 0.0
          for y in 0..<8 {
            for x in 0..<8 {
              sum += samples[y * 8 + x] * cosines[x * 8 + u] * cosines[y * 8 + v]
            }
          }
          let cu = u == 0 ? 1 / 2.0.squareRoot() : 1
          let cv = v == 0 ? 1 / 2.0.squareRoot() : 1
          result[v * 8 + u] = 0.25 * cu * cv * sum
        }
      }
      return result
    }

    private static let cosines: [Double] = (0..<64).map { index in
      let x = Double(index / 8)
      let u = Double(index % 8)
      return cos((2 * x + 1) * u * Double.pi / 16)
    }

    /// Natural-order indices in zigzag order.
    private static let zigzag: [Int] = [
      0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27,
      20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
      58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    /// The example quantization tables of the JPEG standard (Annex K), natural order.
    private static let luminanceQuantization = [
      16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69,
      56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81,
      104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    private static let chrominanceQuantization: [Int] = {
      var table = [Int](repeating: 99, count: 64)
      let top = [[17, 18, 24, 47], [18, 21, 26, 66], [24, 26, 56, 99], [47, 66, 99, 99]]
      for row in 0..<4 { for column in 0..<4 { table[row * 8 + column] = top[row][column] } }
      return table
    }()

    /// The AC symbols: end of block, sixteen zeros, and every (run, size) pair.
    private static let acSymbols: [UInt8] =
      [0x00, 0xF0] + (0..<16).flatMap { run in (1...10).map { UInt8(run << 4 | $0) } }
    private static let acCode: [UInt8: Int] = Dictionary(
      uniqueKeysWithValues: acSymbols.enumerated().map { ($1, $0) })
  }

  /// Writes JPEG entropy-coded bits, most significant first, with 0xFF byte stuffing.
  private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var count = 0

    mutating func write(_ value: UInt32, bits: Int) {
      for shift in stride(from: bits - 1, through: 0, by: -1) {
        buffer = buffer << 1 | (value >> UInt32(shift) & 1)
        count += 1
        if count == 8 { emit() }
      }
    }

    /// A coefficient's amplitude bits: the value, or its ones' complement when negative.
    mutating func writeAmplitude(_ value: Int, size: Int) {
      guard size > 0 else { return }
      let bits = value >= 0 ? value : value + (1 << size) - 1
      write(UInt32(bits), bits: size)
    }

    mutating func flush() {
      while count != 0 { write(1, bits: 1) }
    }

    private mutating func emit() {
      let byte = UInt8(buffer & 0xFF)
      bytes.append(byte)
      if byte == 0xFF { bytes.append(0) }
      buffer = 0
      count = 0
    }
  }
#endif
