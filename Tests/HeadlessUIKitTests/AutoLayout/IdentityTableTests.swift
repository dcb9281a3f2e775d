#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Testing

  @testable import HeadlessUIKit

  /// The layout engine keeps each item's variables and each constraint's solver entry in an
  /// `IdentityTable`: a lookup that loses or confuses a key would give a view another's frame, or
  /// leave a removed constraint in the solver. Checked against `Dictionary` through random
  /// insertions and removals, the removals shifting runs of colliding keys back.
  @Suite struct IdentityTableTests {
    /// A key whose hashed bits the test chooses: a few values crowd many keys into one run,
    /// which wraps around the table's end.
    struct CrowdedKey: IdentityTableKey, Hashable {
      var id: Int
      var identityBits: UInt { UInt(id % 3) }
    }

    /// A deterministic generator (SplitMix64): the same operations on every run.
    struct Seeded: RandomNumberGenerator {
      var state: UInt64
      mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
      }
    }

    /// Runs random sets and removals on a table and a dictionary and compares them after each.
    private func expectSameAsDictionary<Key: IdentityTableKey & Hashable>(
      keys: [Key], seed: UInt64, steps: Int
    ) {
      var random = Seeded(state: seed)
      var table = IdentityTable<Key, Int>()
      var model: [Key: Int] = [:]
      for step in 0..<steps {
        let key = keys[Int.random(in: 0..<keys.count, using: &random)]
        if Bool.random(using: &random) {
          table.set(step, forKey: key)
          model[key] = step
        } else {
          let (removed, expected) = (table.removeValue(forKey: key), model.removeValue(forKey: key))
          #expect(removed == expected)
        }
        #expect(table.count == model.count)
        for key in keys where table[key] != model[key] {
          Issue.record(
            "step \(step): \(key) holds \(String(describing: table[key])), not \(String(describing: model[key]))"
          )
          return
        }
      }
      #expect(Dictionary(uniqueKeysWithValues: table.elements.map { ($0.key, $0.value) }) == model)
    }

    @Test func objectsKeepTheirValuesThroughInsertionsRemovalsAndGrowth() {
      let objects = (0..<300).map { _ in Object() }
      expectSameAsDictionary(
        keys: objects.map { ObjectIdentifier($0) }, seed: 1, steps: 3_000)
    }

    @Test func keysThatCollideKeepTheirValuesWhenOthersInTheirRunAreRemoved() {
      expectSameAsDictionary(keys: (0..<40).map { CrowdedKey(id: $0) }, seed: 2, steps: 2_000)
    }

    @Test func anEngineKeyTellsAnObjectsRolesApart() {
      let object = Object()
      var table = IdentityTable<LayoutEngine.Key, Int>()
      let roles: [LayoutEngine.Role] = [.user, .maskX, .maskY, .hugWidth, .fitHeight]
      for (index, role) in roles.enumerated() {
        table.set(index, forKey: LayoutEngine.Key(object: ObjectIdentifier(object), role: role))
      }
      for (index, role) in roles.enumerated() {
        #expect(table[LayoutEngine.Key(object: ObjectIdentifier(object), role: role)] == index)
      }
      #expect(table[LayoutEngine.Key(object: ObjectIdentifier(object), role: .guideX)] == nil)
    }

    @Test func aSetOfObjectsAnswersMembership() {
      let (first, second) = (Object(), Object())
      var members = IdentityTable<ObjectIdentifier, Void>()
      let (added, addedAgain) = (
        members.insert(ObjectIdentifier(first)), members.insert(ObjectIdentifier(first))
      )
      #expect(added)
      #expect(!addedAgain)
      #expect(members.contains(ObjectIdentifier(first)))
      #expect(!members.contains(ObjectIdentifier(second)))
    }

    private final class Object {}
  }
#endif
